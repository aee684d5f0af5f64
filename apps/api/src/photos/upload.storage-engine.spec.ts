import { LocalDiskStorage } from '@heirloom/storage';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UploadTooLargeError } from './upload.errors';
import { HashingDiskStorageEngine, UploadedPhotoFile } from './upload.storage-engine';

describe('HashingDiskStorageEngine', () => {
  let root: string;
  let engine: HashingDiskStorageEngine;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'engine-'));
    engine = new HashingDiskStorageEngine(new LocalDiskStorage(root), { maxFileBytes: 1000, maxRequestBytes: 3000 });
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const fakeRequest = () => ({ destroy: jest.fn() }) as unknown as Request & { destroy: jest.Mock };
  /** A file part arriving in chunks of 100 bytes, like busboy's file stream. */
  const part = (bytes: number) => {
    const content = Buffer.alloc(bytes, 7);
    const stream = Readable.from(Array.from({ length: Math.ceil(bytes / 100) }, (_, i) => content.subarray(i * 100, (i + 1) * 100)));
    return { content, stream };
  };
  const handle = (request: Request, stream: Readable) =>
    new Promise<Partial<UploadedPhotoFile>>((resolve, reject) =>
      engine._handleFile(request, { stream } as Express.Multer.File, (error, info) => (error ? reject(error) : resolve(info!))),
    );
  const temporaryFiles = () => readdirSync(join(root, 'tmp'));

  it('writes a file within the limit and hashes it on the way', async () => {
    const { content, stream } = part(1000);
    const info = await handle(fakeRequest(), stream);
    expect(info).toMatchObject({ size: 1000, oversized: false, sha256: createHash('sha256').update(content).digest('hex') });
    expect(readFileSync(info.path!)).toEqual(content);
  });

  it('stops at the limit, keeps nothing of an oversized file and reads the rest of its part', async () => {
    const { stream } = part(2500);
    const info = await handle(fakeRequest(), stream);
    expect(info).toMatchObject({ path: '', size: 2500, oversized: true });
    expect(stream.readableEnded).toBe(true);
    expect(temporaryFiles()).toEqual([]);
  });

  it('cuts off a request whose files together pass the cap, oversized ones included, leaving no file', async () => {
    const request = fakeRequest();
    expect(await handle(request, part(2500).stream)).toMatchObject({ oversized: true });
    await expect(handle(request, part(600).stream)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(request.destroy).toHaveBeenCalled();
    expect(temporaryFiles()).toEqual([]);
    // The cap is per request: another one starts from zero.
    expect(await handle(fakeRequest(), part(600).stream)).toMatchObject({ oversized: false, size: 600 });
  });
});
