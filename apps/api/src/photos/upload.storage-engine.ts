import { StorageService } from '@heirloom/storage';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageEngine } from 'multer';

/** A file multer has written to the storage's temporary area, hashed on the way. */
export interface UploadedPhotoFile {
  /** The name on the uploader's computer: shown, never used to build a path. */
  originalname: string;
  path: string;
  size: number;
  sha256: string;
}

/**
 * Multer storage that streams each file into a temporary file of the storage area, computing its SHA-256 as the
 * bytes pass: no file is ever held in memory, and it is not read a second time to be hashed.
 */
export class HashingDiskStorageEngine implements StorageEngine {
  constructor(private readonly storage: StorageService) {}

  _handleFile(_request: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<UploadedPhotoFile>) => void): void {
    const path = this.storage.tempPath();
    this.write(file.stream, path).then(
      (written) => callback(null, { path, ...written }),
      (error: unknown) => rm(path, { force: true }).finally(() => callback(error)),
    );
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => callback(null), callback);
  }

  private async write(stream: Readable, path: string): Promise<{ size: number; sha256: string }> {
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(stream, tap, createWriteStream(path, { flags: 'wx' }));
    return { size, sha256: hash.digest('hex') };
  }
}
