import { LocalDiskStorage } from '@heirloom/storage';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fixture } from '../../../../libs/media/src/testing/fixtures';
import { UploadTooLargeError } from './upload.errors';
import { HashingDiskStorageEngine, UploadedPhotoFile } from './upload.storage-engine';

describe('HashingDiskStorageEngine', () => {
  let root: string;
  let engine: HashingDiskStorageEngine;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'engine-'));
    engine = new HashingDiskStorageEngine(new LocalDiskStorage(root), { maxPhotoBytes: 1000, maxVideoBytes: 2000, maxRequestBytes: 4000 });
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const fakeRequest = () => ({ destroy: jest.fn() }) as unknown as Request & { destroy: jest.Mock };
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const MP4 = readFileSync(fixture('ffmpeg-testsrc.mp4')).subarray(0, 300);
  const TEXT = Buffer.from('just some text, not a photo');
  /** A file part starting with `head`, arriving in chunks of 100 bytes like busboy's file stream. */
  const part = (bytes: number, head: Buffer = JPEG) => {
    const content = Buffer.alloc(bytes, 7);
    head.copy(content, 0, 0, Math.min(head.length, bytes));
    const stream = Readable.from(Array.from({ length: Math.ceil(bytes / 100) }, (_, i) => content.subarray(i * 100, (i + 1) * 100)));
    return { content, stream };
  };
  const handle = (request: Request, stream: Readable) =>
    new Promise<Partial<UploadedPhotoFile>>((resolve, reject) =>
      engine._handleFile(request, { stream } as Express.Multer.File, (error, info) => (error ? reject(error) : resolve(info!))),
    );
  const temporaryFiles = () => readdirSync(join(root, 'tmp'));

  it('writes a photo within the limit, tells its kind and hashes it on the way', async () => {
    const { content, stream } = part(1000);
    const info = await handle(fakeRequest(), stream);
    expect(info).toMatchObject({ size: 1000, oversized: false, kind: { kind: 'jpeg', mediaType: 'photo' }, sha256: createHash('sha256').update(content).digest('hex') });
    expect(readFileSync(info.path!)).toEqual(content);
  });

  it('stops at the photo limit, keeps nothing of an oversized photo and reads the rest of its part', async () => {
    const { stream } = part(1500);
    const info = await handle(fakeRequest(), stream);
    expect(info).toMatchObject({ path: '', size: 1500, oversized: true, kind: { kind: 'jpeg' } });
    expect(stream.readableEnded).toBe(true);
    expect(temporaryFiles()).toEqual([]);
  });

  it('holds a video to the video limit, told from its first bytes', async () => {
    const { content, stream } = part(1500, MP4);
    const info = await handle(fakeRequest(), stream);
    expect(info).toMatchObject({ size: 1500, oversized: false, kind: { kind: 'mp4', mediaType: 'video' } });
    expect(readFileSync(info.path!)).toEqual(content);
    expect(await handle(fakeRequest(), part(2100, MP4).stream)).toMatchObject({ path: '', oversized: true, kind: { kind: 'mp4' } });
    expect(temporaryFiles()).toEqual([info.path!.split('/').pop()]);
  });

  it('keeps nothing of a file of no accepted kind, long or shorter than the head', async () => {
    const long = part(900, TEXT);
    expect(await handle(fakeRequest(), long.stream)).toMatchObject({ path: '', size: 900, oversized: false, kind: null });
    expect(long.stream.readableEnded).toBe(true);
    expect(await handle(fakeRequest(), Readable.from([TEXT]))).toMatchObject({ path: '', size: TEXT.length, kind: null });
    expect(temporaryFiles()).toEqual([]);
  });

  it('tells the kind of a file shorter than the head from what there is', async () => {
    expect(await handle(fakeRequest(), Readable.from([JPEG]))).toMatchObject({ size: 4, kind: { kind: 'jpeg' }, path: expect.stringContaining('tmp') });
  });

  it('cuts off a request whose files together pass the cap, oversized ones included, leaving no file', async () => {
    const request = fakeRequest();
    expect(await handle(request, part(3500).stream)).toMatchObject({ oversized: true });
    await expect(handle(request, part(600).stream)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(request.destroy).toHaveBeenCalled();
    expect(temporaryFiles()).toEqual([]);
    // The cap is per request: another one starts from zero.
    expect(await handle(fakeRequest(), part(600).stream)).toMatchObject({ oversized: false, size: 600 });
  });
});
