import {
  CENTRAL_HEADER_BYTES,
  CENTRAL_ZIP64_EXTRA_BYTES,
  DESCRIPTOR_BYTES,
  dosDateTime,
  END_BYTES,
  LOCAL_HEADER_BYTES,
  LOCAL_ZIP64_EXTRA_BYTES,
  MAX_UINT16,
  MAX_UINT32,
  ZIP64_DESCRIPTOR_BYTES,
  ZIP64_END_BYTES,
  ZIP64_LOCATOR_BYTES,
} from './zip-records';

/** One file of a stored zip: its name in the archive, its exact size, its date, and how to read its bytes. */
export interface ZipSource {
  name: string;
  size: number;
  modifiedAt: Date;
}

export interface ZipLayoutOptions {
  /** Writes every entry and the end of the archive in ZIP64 form even when nothing needs it (tests of readers). */
  forceZip64?: boolean;
}

/** Where each entry goes and whether it needs ZIP64, decided before anything is written. */
export interface PlannedEntry<S extends ZipSource = ZipSource> {
  source: S;
  name: Buffer;
  offset: number;
  zip64: boolean;
  dosTime: number;
  dosDate: number;
}

export interface ZipLayout<S extends ZipSource = ZipSource> {
  entries: Array<PlannedEntry<S>>;
  directoryOffset: number;
  directorySize: number;
  zip64End: boolean;
  /** The archive's exact length in bytes: what Content-Length says. */
  totalBytes: number;
}

/** Longest entry name a zip header can hold (a 16-bit length), in UTF-8 bytes. */
export const MAX_NAME_BYTES = MAX_UINT16;

/**
 * Lays a stored (uncompressed) zip out from the names and sizes alone, so its length is known before streaming. An
 * entry switches to ZIP64 when its size or its header's offset passes 32 bits; the end records do when the entry
 * count passes 16 bits or the directory's size or offset passes 32 bits (or when forced).
 */
export function layOutZip<S extends ZipSource>(sources: readonly S[], options: ZipLayoutOptions = {}): ZipLayout<S> {
  const force = options.forceZip64 ?? false;
  const entries: Array<PlannedEntry<S>> = [];
  let offset = 0;
  let directorySize = 0;
  for (const source of sources) {
    if (!Number.isSafeInteger(source.size) || source.size < 0) throw new RangeError(`The size of ${source.name} is not a byte count: ${source.size}`);
    const name = Buffer.from(source.name, 'utf8');
    if (name.length === 0 || name.length > MAX_NAME_BYTES) throw new RangeError(`An entry name must be 1 to ${MAX_NAME_BYTES} bytes long`);
    const zip64 = force || source.size >= MAX_UINT32 || offset >= MAX_UINT32;
    entries.push({ source, name, offset, zip64, ...dosDateTime(source.modifiedAt) });
    offset += LOCAL_HEADER_BYTES + name.length + (zip64 ? LOCAL_ZIP64_EXTRA_BYTES : 0) + source.size + (zip64 ? ZIP64_DESCRIPTOR_BYTES : DESCRIPTOR_BYTES);
    directorySize += CENTRAL_HEADER_BYTES + name.length + (zip64 ? CENTRAL_ZIP64_EXTRA_BYTES : 0);
  }
  const zip64End = force || entries.length >= MAX_UINT16 || offset >= MAX_UINT32 || directorySize >= MAX_UINT32;
  const endBytes = (zip64End ? ZIP64_END_BYTES + ZIP64_LOCATOR_BYTES : 0) + END_BYTES;
  return { entries, directoryOffset: offset, directorySize, zip64End, totalBytes: offset + directorySize + endBytes };
}
