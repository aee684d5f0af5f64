import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { createFamilyWithRoles, TestUser } from '../support/factories';
import { cameraFile, photoRows, twoColourJpeg, uniqueJpeg, uploadPhoto } from '../support/photos';

/** GET /photos/:id/file, /thumbnail and /preview: members only, cacheable, upright, made on demand when missing. */
describe('Photo files', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const pixel = async (image: Buffer, x: number, y: number) => {
    const { data } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  };
  const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
  const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

  /** Forgets the photo's thumbnail and preview, as if the job had not run yet. */
  async function forgetDerivatives(photoId: number): Promise<void> {
    await app.drainJobs();
    const [row] = (await photoRows(app)).filter((r) => r.id === photoId);
    await app.app.get(DataSource).query("UPDATE photos SET thumbnail_status = 'pending', derivatives_bytes = 0 WHERE id = ?", [photoId]);
    for (const key of [row.thumbnail_key, row.preview_key]) await rm(join(app.config.storageDir, String(key)), { force: true });
  }

  describe('the original', () => {
    it('streams the bytes as uploaded, typed by their content, with an ETag, private caching and 304', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const file = await cameraFile('apple-iphone-4s-gps.jpg');
      const photo = await uploadPhoto(admin, familyId, {}, { ...file, contentType: 'application/octet-stream' });
      const response = await member.agent.get(`/api/photos/${photo.id}/file`).expect(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(file.content.length),
        etag: '"0c43bd49d953769e74563e9371e2fcb7b894f121848c7018333cf796cea949b4"',
        'cache-control': expect.stringMatching(/^private\b/),
      });
      expect(Buffer.compare(response.body, file.content)).toBe(0);

      for (const tag of [response.headers.etag, `W/${response.headers.etag}`, `"other", ${response.headers.etag}`]) {
        const cached = await member.agent.get(`/api/photos/${photo.id}/file`).set('If-None-Match', tag).expect(304);
        expect(cached.headers).toMatchObject({ etag: response.headers.etag, 'cache-control': expect.stringMatching(/^private\b/) });
        expect(cached.text ?? '').toBe('');
      }
      await member.agent.get(`/api/photos/${photo.id}/file`).set('If-None-Match', '"something-else"').expect(200);
    });

    it.each(['file', 'thumbnail', 'preview'])('keeps /%s from outsiders (404) and strangers without a session (401)', async (kind) => {
      const { admin, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId);
      expect((await outsider.agent.get(`/api/photos/${photo.id}/${kind}`).expect(404)).body).toEqual({ error: 'Photo not found' });
      await app.request().get(`/api/photos/${photo.id}/${kind}`).expect(401);
      await admin.agent.get(`/api/photos/999999/${kind}`).expect(404);
    });
  });

  describe('thumbnail and preview', () => {
    let uploader: TestUser;
    let photo: { id: number; width: number; height: number };
    let thumbnail: Buffer;

    beforeAll(async () => {
      const family = await createFamilyWithRoles(app);
      uploader = family.member;
      // Stored 2000 × 1000 with the left half red, and EXIF orientation 6: shown 1000 × 2000, red on top.
      const content = await twoColourJpeg(2000, 1000, 6);
      photo = await uploadPhoto(uploader, family.familyId, {}, { content, filename: 'sideways.jpg', contentType: 'image/jpeg' });
      await app.drainJobs();
      thumbnail = (await uploader.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200).expect('Content-Type', 'image/webp')).body;
    });

    it('answers the size as shown, and thumbnails that are upright', async () => {
      expect(photo).toMatchObject({ width: 1000, height: 2000 });
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 200, height: 400 });
      expect(isRed(await pixel(thumbnail, 100, 20))).toBe(true);
      expect(isBlue(await pixel(thumbnail, 100, 380))).toBe(true);
    });

    it('serves a WebP preview fitting 1600 px, upright too', async () => {
      const preview = (await uploader.agent.get(`/api/photos/${photo.id}/preview`).expect(200).expect('Content-Type', 'image/webp')).body;
      expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1600 });
      expect(isRed(await pixel(preview, 400, 50))).toBe(true);
      expect(isBlue(await pixel(preview, 400, 1550))).toBe(true);
    });

    it('never enlarges a small photo', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const small = await uploadPhoto(admin, familyId, {}, await uniqueJpeg(64, 48));
      const preview = (await admin.agent.get(`/api/photos/${small.id}/preview`).expect(200)).body;
      expect(await sharp(preview).metadata()).toMatchObject({ width: 64, height: 48 });
    });

    it('has its own ETag per size, and answers 304 to a matching If-None-Match', async () => {
      const first = await uploader.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200);
      const preview = await uploader.agent.get(`/api/photos/${photo.id}/preview`).expect(200);
      expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}-thumbnail-[\w-]+"$/);
      expect(preview.headers.etag).not.toBe(first.headers.etag);
      expect(first.headers['cache-control']).toMatch(/^private\b/);
      await uploader.agent.get(`/api/photos/${photo.id}/thumbnail`).set('If-None-Match', first.headers.etag).expect(304);
    });

    it('makes a missing thumbnail on demand and records it', async () => {
      await forgetDerivatives(photo.id);
      const again = (await uploader.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200).expect('Content-Type', 'image/webp')).body;
      expect(await sharp(again).metadata()).toMatchObject({ width: 200, height: 400 });
      const [row] = (await photoRows(app)).filter((r) => r.id === photo.id);
      expect(row.thumbnail_status).toBe('ready');
      const sizes = await Promise.all([row.thumbnail_key, row.preview_key].map((key) => stat(join(app.config.storageDir, String(key)))));
      expect(Number(row.derivatives_bytes)).toBe(sizes[0].size + sizes[1].size);
    });

    it('makes the preview on demand too, also for a photo of an orientation-8 camera file', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const turned = await uploadPhoto(admin, familyId, {}, await cameraFile('orientation-8.jpg'));
      await forgetDerivatives(turned.id);
      const preview = (await admin.agent.get(`/api/photos/${turned.id}/preview`).expect(200)).body;
      expect(await sharp(preview).metadata()).toMatchObject({ width: 480, height: 640 });
    });
  });

  it('in scaled mode, serves a thumbnail the API made itself while no worker runs', async () => {
    if (app.mode !== 'scaled') return;
    const { admin, familyId } = await createFamilyWithRoles(app);
    await app.worker!.stop();
    try {
      const photo = await uploadPhoto(admin, familyId, {}, await uniqueJpeg(900, 600));
      const thumbnail = (await admin.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200)).body;
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 267 });
      expect((await admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.thumbnail_status).toBe('ready');
    } finally {
      app.worker = await app.startWorker();
    }
    await app.drainJobs();
  });
});
