import archiver from 'archiver';
import { createWriteStream, WriteStream } from 'node:fs';
import { Readable } from 'node:stream';

/** How hard JSON is deflated: level 6 is zlib's default balance; photos are stored as they are. */
const DEFLATE_LEVEL = 6;

export interface ZipEntryOptions {
  name: string;
  /** Store without compression (photos and WebP are compressed already). */
  store?: boolean;
  date?: Date;
}

/**
 * A zip written to one path, one entry at a time: add() resolves once the entry is in the file, so only one source
 * is open and memory stays flat whatever the archive's size. Fails on the first error of the archive, the output
 * file or an entry's source.
 */
export class ZipWriter {
  private readonly archive = archiver('zip', { zlib: { level: DEFLATE_LEVEL } });
  private readonly output: WriteStream;
  private readonly failed: Promise<never>;
  private readonly closed: Promise<void>;

  constructor(path: string) {
    // flush: the bytes are on disk before the caller renames the file to its final name.
    this.output = createWriteStream(path, { flush: true });
    this.failed = new Promise<never>((_resolve, reject) => {
      this.archive.on('error', reject);
      this.archive.on('warning', reject);
      this.output.on('error', reject);
    });
    this.failed.catch(() => undefined);
    this.closed = new Promise((resolve) => this.output.on('close', resolve));
    this.archive.pipe(this.output);
  }

  async add(source: Readable | Buffer | string, options: ZipEntryOptions): Promise<void> {
    const written = new Promise<void>((resolve) => this.archive.once('entry', () => resolve()));
    const sourceFailed =
      source instanceof Readable ? new Promise<never>((_resolve, reject) => source.once('error', reject)) : undefined;
    sourceFailed?.catch(() => undefined);
    this.archive.append(source, { name: options.name, store: options.store ?? false, date: options.date });
    await Promise.race([written, this.failed, ...(sourceFailed ? [sourceFailed] : [])]);
  }

  /** Writes the central directory, waits until the file is flushed and closed, and returns its size in bytes. */
  async finish(): Promise<number> {
    await Promise.race([this.archive.finalize(), this.failed]);
    await Promise.race([this.closed, this.failed]);
    return this.archive.pointer();
  }

  /** Stops writing and closes the file; the caller deletes it. */
  async abort(): Promise<void> {
    this.archive.abort();
    this.output.destroy();
    await this.closed;
  }
}
