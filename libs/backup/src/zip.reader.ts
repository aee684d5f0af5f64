import { pipeline, Readable, Transform, TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import * as yauzl from 'yauzl';

export type ZipFile = yauzl.ZipFile;
export type ZipEntry = yauzl.Entry;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const STORED = 0;
const DEFLATED = 8;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Opens a zip for reading entries one at a time. Names are left as bytes (decodeStrings: false) so entryName() and
 * the archive's own checks judge them, rather than yauzl rewriting backslashes or stopping at its first complaint.
 */
export function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/** Every entry of the central directory, in order; a damaged directory rejects. */
export async function* zipEntries(zip: ZipFile): AsyncGenerator<ZipEntry> {
  while (true) {
    const entry = await new Promise<ZipEntry | undefined>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      };
      const onEntry = (found: ZipEntry) => (cleanup(), resolve(found));
      const onEnd = () => (cleanup(), resolve(undefined));
      const onError = (error: Error) => (cleanup(), reject(error));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

/** The entry's name as UTF-8 (the format writes nothing else); undefined when the bytes are not UTF-8. */
export function entryName(entry: ZipEntry): string | undefined {
  try {
    return utf8.decode(entry.fileName as unknown as Buffer);
  } catch {
    return undefined;
  }
}

/** Why this reader will not extract the entry, or undefined: links, encryption and unknown compression are refused. */
export function unsupportedEntryReason(entry: ZipEntry): string | undefined {
  if (entry.isEncrypted()) return 'it is encrypted';
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) return `it uses compression method ${entry.compressionMethod}`;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return 'it is a symbolic link';
  return undefined;
}

/** Fails at the end of an entry whose bytes do not match the CRC-32 the archive recorded (yauzl checks sizes only). */
class Crc32Check extends Transform {
  private crc = 0;

  constructor(private readonly expected: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.crc = crc32(chunk, this.crc);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.crc >>> 0 === this.expected >>> 0 ? null : new Error('its contents do not match their checksum'));
  }
}

/** The entry's uncompressed bytes, checked against the recorded size and CRC-32 as they stream. */
export async function openEntry(zip: ZipFile, entry: ZipEntry): Promise<Readable> {
  const raw = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
  // pipeline() destroys both ends on a failure of either, so an abandoned entry leaves no open stream behind.
  return pipeline(raw, new Crc32Check(entry.crc32), () => undefined);
}

/** Reads a small entry whole (the manifest), refusing one larger than limit bytes before reading it. */
export async function readSmallEntry(zip: ZipFile, entry: ZipEntry, limit: number): Promise<Buffer> {
  if (entry.uncompressedSize > limit) throw new Error(`it is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
