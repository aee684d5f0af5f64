import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { PlannedEntry, ZipLayout, ZipSource } from './zip-layout';
import { centralHeader, dataDescriptor, endRecords, EntryRecord, localHeader } from './zip-records';

/** A source whose bytes are not what the layout promised: the archive cannot be finished at its announced length. */
export class ZipSourceChangedError extends Error {
  constructor(
    readonly entryName: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${entryName} changed while it was being zipped: ${expected} bytes were expected, ${actual} were read`);
    this.name = ZipSourceChangedError.name;
  }
}

export type OpenZipSource<S extends ZipSource> = (source: S) => Readable | Promise<Readable>;

/** The bytes of one entry, counted against the planned size as they pass; onChunk sees each chunk (the CRC-32). */
async function* entryData(name: string, size: number, data: Readable, onChunk: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  let read = 0;
  for await (const chunk of data as AsyncIterable<Buffer>) {
    read += chunk.length;
    if (read > size) throw new ZipSourceChangedError(name, size, read);
    onChunk(chunk);
    yield chunk;
  }
  if (read !== size) throw new ZipSourceChangedError(name, size, read);
}

async function* zipBytes<S extends ZipSource>(layout: ZipLayout<S>, open: OpenZipSource<S>): AsyncGenerator<Buffer> {
  const written: EntryRecord[] = [];
  for (const planned of layout.entries) {
    const entry = record(planned);
    yield localHeader(entry);
    // Opened only when its turn comes, so one file is open at a time; the for-await in entryData closes it on the
    // way out, whether it ended, failed or the reader of the archive went away.
    const data = await open(planned.source);
    let crc = 0;
    yield* entryData(planned.source.name, planned.source.size, data, (chunk) => (crc = crc32(chunk, crc)));
    entry.crc32 = crc;
    yield dataDescriptor(entry);
    written.push(entry);
  }
  for (const entry of written) yield centralHeader(entry);
  yield endRecords({ entries: written.length, offset: layout.directoryOffset, size: layout.directorySize, zip64: layout.zip64End });
}

function record<S extends ZipSource>(planned: PlannedEntry<S>): EntryRecord {
  return { name: planned.name, size: planned.source.size, offset: planned.offset, zip64: planned.zip64, dosTime: planned.dosTime, dosDate: planned.dosDate, crc32: 0 };
}

/**
 * The archive laid out by layOutZip(), as a stream of exactly layout.totalBytes bytes: entries stored as they are,
 * each followed by its CRC-32 and sizes in a data descriptor, then the central directory. Nothing is buffered beyond
 * one chunk of one file: the stream pulls the next chunk only when its reader asks (backpressure), and destroying it
 * closes the file being read. A source that turns out longer or shorter than planned fails the stream
 * (ZipSourceChangedError) rather than let it end at another length than announced.
 */
export function streamZip<S extends ZipSource>(layout: ZipLayout<S>, open: OpenZipSource<S>): Readable {
  return Readable.from(zipBytes(layout, open), { objectMode: false });
}
