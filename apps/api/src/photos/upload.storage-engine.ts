import { detectMediaKind, MEDIA_KIND_HEAD_BYTES, MediaKind } from '@heirloom/media';
import { StorageService } from '@heirloom/storage';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { createWriteStream, WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StorageEngine } from 'multer';
import { UploadTooLargeError } from './upload.errors';

/** A file multer has received into the storage's temporary area, hashed on the way. */
export interface UploadedPhotoFile {
  /** The name on the uploader's computer: shown, never used to build a path. */
  originalname: string;
  /** Empty when nothing of the file is kept: oversized, or not a kind Heirloom accepts. */
  path: string;
  size: number;
  sha256: string;
  /** What its first bytes say it is; null for anything not accepted (nothing of it is kept). */
  kind: MediaKind | null;
  /** Larger than the limit of its kind: refused on its own, while the other files of a bulk go on. */
  oversized: boolean;
}

export interface UploadByteLimits {
  /** The largest photo accepted (MAX_UPLOAD_MB). */
  maxPhotoBytes: number;
  /** The largest video accepted (MAX_VIDEO_MB). */
  maxVideoBytes: number;
  /** All file bytes of one request, oversized ones included: past it the request is cut off. */
  maxRequestBytes: number;
}

/**
 * Multer storage that streams each file into a temporary file of the storage area, computing its SHA-256 as the
 * bytes pass: no file is ever held in memory, and it is not read a second time to be hashed.
 *
 * The kind of file is told from its first bytes (MEDIA_KIND_HEAD_BYTES) as soon as they have arrived, and with it
 * the size limit: MAX_UPLOAD_MB for a photo, MAX_VIDEO_MB for a video. A file of no accepted kind is not kept at all.
 * The limit is counted here rather than by multer, whose limit aborts the whole request: a file that grows past it
 * stops being written, its partial file is deleted, and the rest of its part is read and dropped so the next file
 * of a bulk can follow. Every byte counts towards the request's cap, which a client cannot outrun.
 */
export class HashingDiskStorageEngine implements StorageEngine {
  private readonly received = new WeakMap<Request, number>();
  /** Files of a request still being written or discarded (see settled()). */
  private readonly writing = new WeakMap<Request, Set<Promise<unknown>>>();

  constructor(
    private readonly storage: StorageService,
    private readonly limits: UploadByteLimits,
  ) {}

  _handleFile(request: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<UploadedPhotoFile>) => void): void {
    const path = this.storage.tempPath();
    const work = this.receive(request, file.stream, path);
    this.track(request, work);
    work.then(
      ({ kept, ...received }) => callback(null, { ...received, path: kept ? path : '' }),
      (error: unknown) => {
        // A request past its cap is dropped: reading (and discarding) its endless rest would let it run for ever.
        if (error instanceof UploadTooLargeError) request.destroy();
        callback(error);
      },
    );
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    if (!file.path) return callback(null);
    rm(file.path, { force: true }).then(() => callback(null), callback);
  }

  /**
   * Resolves once no file of the request is being written or discarded. Multer may report a failed form (a body cut
   * off in a file) while the engine still deletes that file's partial copy; waiting for it means no answer goes out
   * while a refused upload's temporary file is still on disk.
   */
  async settled(request: Request): Promise<void> {
    await Promise.allSettled([...(this.writing.get(request) ?? [])]);
  }

  private track(request: Request, work: Promise<unknown>): void {
    let pending = this.writing.get(request);
    if (!pending) this.writing.set(request, (pending = new Set()));
    pending.add(work);
    const forget = () => pending.delete(work);
    work.then(forget, forget);
  }

  private async receive(request: Request, stream: Readable, path: string): Promise<Omit<UploadedPhotoFile, 'originalname' | 'path'> & { kept: boolean }> {
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('sha256');
    const out = createWriteStream(path, { flags: 'wx' });
    const written = finished(out);
    written.catch(() => undefined); // awaited below; this only keeps an early failure from being unhandled
    const head = new FileHead();
    let size = 0;
    let dropped = false;
    const drop = async () => {
      dropped = true;
      await discard(out, written, path);
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.count(request, chunk.length);
        size += chunk.length;
        if (dropped) continue; // draining the rest of the part
        head.add(chunk);
        if (head.complete && (!head.kind || size > this.limitOf(head.kind))) {
          await drop();
          continue;
        }
        hash.update(chunk);
        if (!out.write(chunk)) await Promise.race([once(out, 'drain'), written]);
      }
      const kind = head.kind;
      if (!dropped && (!kind || size > this.limitOf(kind))) await drop(); // shorter than the head
      const oversized = kind !== null && size > this.limitOf(kind);
      if (dropped) return { size, sha256: '', kind, oversized, kept: false };
      out.end();
      await written;
      return { size, sha256: hash.digest('hex'), kind, oversized, kept: true };
    } catch (error) {
      // The file may still be opening: wait for it to close before deleting, or the open would recreate it.
      await discard(out, written, path);
      throw error;
    }
  }

  private limitOf(kind: MediaKind): number {
    return kind.mediaType === 'video' ? this.limits.maxVideoBytes : this.limits.maxPhotoBytes;
  }

  private count(request: Request, bytes: number): void {
    const total = (this.received.get(request) ?? 0) + bytes;
    this.received.set(request, total);
    if (total > this.limits.maxRequestBytes) throw new UploadTooLargeError();
  }
}

/** The first bytes of a file, gathered until they tell its kind (a copy of at most MEDIA_KIND_HEAD_BYTES). */
class FileHead {
  private readonly bytes = Buffer.alloc(MEDIA_KIND_HEAD_BYTES);
  private length = 0;
  private detected: MediaKind | null = null;

  get complete(): boolean {
    return this.length === MEDIA_KIND_HEAD_BYTES;
  }

  /** The kind, as far as the bytes so far tell it (all of them once complete, or once the file has ended). */
  get kind(): MediaKind | null {
    return this.complete ? this.detected : detectMediaKind(this.bytes.subarray(0, this.length));
  }

  add(chunk: Buffer): void {
    if (this.complete) return;
    this.length += chunk.copy(this.bytes, this.length, 0, MEDIA_KIND_HEAD_BYTES - this.length);
    if (this.complete) this.detected = detectMediaKind(this.bytes);
  }
}

async function discard(out: WriteStream, written: Promise<void>, path: string): Promise<void> {
  out.destroy();
  await written.catch(() => undefined);
  await rm(path, { force: true });
}
