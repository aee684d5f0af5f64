import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp, { Sharp } from 'sharp';
import { TestApp } from '../support/test-app';
import { createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { binary, fixture, heicClaiming, heifCutInside, noisyImage, photoRows, postPhoto, postPhotos, storedFiles, twoColourJpeg, UploadFile, uploadPhoto } from '../support/photos';

jest.setTimeout(180_000);

/**
 * Photos of every kind a family has (issue 13): an iPhone's HEVC HEIC, decoded by libheif in WebAssembly in the
 * worker; TIFF scans, WebP and AVIF through sharp. Each is checked by its bytes, kept byte for byte, and its derivatives
 * are really decoded (their pixels are checked). Scaled mode runs the real worker process.
 */
describe('Photo formats', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The iPhone 7 HEIC is 1.68 MiB: under MAX_UPLOAD_MB; a video may be a little larger.
    app = await TestApp.start({ worker: true, env: { MAX_UPLOAD_MB: '1.8', MAX_VIDEO_MB: '2.5' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const fixtureFile = async (name: string, filename = name): Promise<UploadFile> => ({ content: await readFile(fixture(name)), filename, contentType: 'application/octet-stream' });
  const get = (user: TestUser, path: string) => user.agent.get(path).buffer(true).parse(binary);
  /** The [r, g, b] at (x, y) of an image the API served. */
  const pixel = async (image: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  const within = (colour: number[], ranges: Array<[number, number]>) => colour.every((value, i) => value >= ranges[i][0] && value <= ranges[i][1]);

  describe('HEVC HEIC', () => {
    it('stores the original byte for byte and decodes it in the worker into a real thumbnail and preview', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const heic = await fixtureFile('rainbow-hevc.heic', 'IMG_0001.HEIC');
      const photo = await uploadPhoto(member, familyId, {}, heic);
      expect(photo).toMatchObject({ media_type: 'photo', mime_type: 'image/heic', width: 451, height: 461, original_filename: 'IMG_0001.HEIC', thumbnail_status: 'pending' });
      const [row] = await photoRows(app, familyId);
      expect(row).toMatchObject({ media_type: 'photo', sha256: createHash('sha256').update(heic.content).digest('hex') });
      expect(row.original_key).toMatch(/\.heic$/);

      await app.drainJobs();
      expect((await admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.thumbnail_status).toBe('ready');
      const thumbnail = (await get(admin, `/api/photos/${photo.id}/thumbnail`).expect(200).expect('Content-Type', 'image/webp')).body as Buffer;
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 391, height: 400 });
      // The rainbow's corners: violet top left, cyan top right, red bottom left, green bottom right; white in the middle.
      expect(within(await pixel(thumbnail, 8, 8), [[130, 210], [0, 80], [210, 255]])).toBe(true);
      expect(within(await pixel(thumbnail, 382, 8), [[0, 110], [170, 255], [210, 255]])).toBe(true);
      expect(within(await pixel(thumbnail, 8, 391), [[210, 255], [0, 120], [0, 100]])).toBe(true);
      expect(within(await pixel(thumbnail, 382, 391), [[60, 150], [210, 255], [0, 80]])).toBe(true);
      expect(within(await pixel(thumbnail, 195, 200), [[215, 255], [215, 255], [215, 255]])).toBe(true);
      const preview = (await get(admin, `/api/photos/${photo.id}/preview`).expect(200)).body as Buffer;
      expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 451, height: 461 }); // never enlarged

      const original = await get(admin, `/api/photos/${photo.id}/file`).expect(200).expect('Content-Type', 'image/heic');
      expect((original.body as Buffer).equals(heic.content)).toBe(true);
    });

    it("reads an iPhone's EXIF (date, camera, settings, GPS) and decodes its 12-megapixel grid of tiles", async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId, {}, await fixtureFile('apple-iphone-7.heic'));
      expect(photo).toMatchObject({
        mime_type: 'image/heic',
        width: 4032,
        height: 3024,
        taken_date: '2019-10-20T18:34:30',
        camera_info: 'Apple iPhone 7',
        camera_settings: expect.stringMatching(/^f\/1\.8 · 1\/\d+ s · ISO \d+ · 3\.99 mm$/),
        has_gps: true,
        gps_latitude: expect.closeTo(38.0466, 3),
      });
      await app.drainJobs(120_000);
      const thumbnail = (await get(admin, `/api/photos/${photo.id}/thumbnail`).expect(200)).body as Buffer;
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
      const { channels } = await sharp(thumbnail).stats();
      expect(channels.slice(0, 3).every((channel) => channel.stdev > 10)).toBe(true); // a real photo, not a flat fill
      expect(await sharp((await get(admin, `/api/photos/${photo.id}/preview`).expect(200)).body).metadata()).toMatchObject({ width: 1600, height: 1200 });
    });
  });

  describe('TIFF, WebP and AVIF (encoded by sharp from real pixels)', () => {
    it.each([
      ['a TIFF scan', 'scan.tif', 'image/tiff', (image: Sharp) => image.tiff({ compression: 'lzw' })],
      ['a WebP', 'phone.webp', 'image/webp', (image: Sharp) => image.webp({ quality: 90 })],
      ['an AVIF', 'camera.avif', 'image/avif', (image: Sharp) => image.avif({ quality: 70 })],
    ])('stores %s and makes its thumbnail with the colours where they were', async (_, filename, mime, encode) => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      // Left half red, right half blue, 1200 × 800, re-encoded from a JPEG's decoded pixels.
      const content = await encode(sharp(await twoColourJpeg(1200, 800))).toBuffer();
      const photo = await uploadPhoto(admin, familyId, {}, { content, filename });
      expect(photo).toMatchObject({ media_type: 'photo', mime_type: mime, width: 1200, height: 800 });
      await app.drainJobs();
      const thumbnail = (await get(admin, `/api/photos/${photo.id}/thumbnail`).expect(200)).body as Buffer;
      expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
      expect(within(await pixel(thumbnail, 50, 130), [[200, 255], [0, 60], [0, 60]])).toBe(true);
      expect(within(await pixel(thumbnail, 350, 130), [[0, 60], [0, 60], [200, 255]])).toBe(true);
      expect(((await get(admin, `/api/photos/${photo.id}/file`).expect(200).expect('Content-Type', mime)).body as Buffer).equals(content)).toBe(true);
    });

    it('takes every photo kind in one bulk upload', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const png = await noisyImage(64, 48, 'png');
      const files: UploadFile[] = [
        await fixtureFile('rainbow-hevc.heic'),
        { content: await sharp(png).tiff().toBuffer(), filename: 'a.tiff' },
        { content: await sharp(png).webp().toBuffer(), filename: 'a.webp' },
        { content: await sharp(png).avif().toBuffer(), filename: 'a.avif' },
        { content: png, filename: 'a.png' },
      ];
      const response = await postPhotos(member, familyId, files).expect(200);
      expect(response.body).toMatchObject({ total: 5, successful: 5, failed: 0 });
      expect(response.body.results.map((result: { photo: { mime_type: string } }) => result.photo.mime_type)).toEqual(['image/heic', 'image/tiff', 'image/webp', 'image/avif', 'image/png']);
    });
  });

  describe('refusals, each a clear {error} leaving neither a row nor a file', () => {
    const leftovers = async (familyId: number) => {
      await app.drainJobs();
      return {
        rows: (await photoRows(app, familyId)).length,
        files: (await storedFiles(app)).filter((path) => path.startsWith('tmp/') || path.split('/')[1] === String(familyId)),
      };
    };

    it.each<[string, () => Promise<UploadFile>, number, RegExp]>([
      ['a text file named .heic', async () => ({ content: Buffer.from('Not an iPhone photo, just text'), filename: 'IMG_0002.HEIC', contentType: 'image/heic' }), 415, /^Only photos \(JPEG, PNG, HEIC\/HEIF, WebP, AVIF, TIFF\) and videos \(MP4, MOV, M4V, WebM, 3GP\) can be uploaded/],
      [
        'a real TIFF over MAX_UPLOAD_MB (1.8 MB)',
        async () => ({ content: await sharp(await noisyImage(1100, 700, 'png')).tiff({ compression: 'none' }).toBuffer(), filename: 'big-scan.tif' }),
        413,
        /^"big-scan\.tif" is larger than the 1\.8 MB limit for one photo$/,
      ],
      ['an HEIC whose header declares 12000 × 9000', async () => ({ content: await heicClaiming(12_000, 9_000), filename: 'bomb.heic' }), 400, /^This image is 12000 × 9000 pixels \(108 megapixels\); the largest accepted is 100 megapixels\.$/],
      [
        'an iPhone HEIC cut in half',
        async () => {
          const heic = await readFile(fixture('apple-iphone-7.heic'));
          return { content: heic.subarray(0, heic.length / 2), filename: 'half.heic' };
        },
        400,
        /^This image could not be read: the file is damaged, incomplete/,
      ],
      [
        'an iPhone HEIC cut inside its media data, its boxes made to fit again (damaged inside: accepted before, then no thumbnail)',
        async () => ({ content: heifCutInside(await readFile(fixture('apple-iphone-7.heic'))), filename: 'IMG_0003.HEIC' }),
        400,
        /^This image could not be read: the file is damaged, incomplete/,
      ],
      [
        'a video over MAX_VIDEO_MB (2.5 MB), told from its first bytes',
        async () => ({ content: Buffer.concat([await readFile(fixture('ffmpeg-testsrc.mp4')), Buffer.alloc(2.6 * 1024 * 1024)]), filename: 'long.mp4' }),
        413,
        /^"long\.mp4" is larger than the 2\.5 MB limit for one video$/,
      ],
    ])('refuses %s', async (_, makeFile, status, message) => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const file = await makeFile();
      const single = await postPhoto(member, familyId, file).expect(status);
      expect(single.body).toEqual({ error: expect.stringMatching(message) });
      const bulk = await postPhotos(member, familyId, [file]).expect(200);
      expect(bulk.body).toEqual({ total: 1, successful: 0, failed: 1, results: [{ status: 'error', filename: file.filename, error: expect.stringMatching(message) }] });
      expect(await leftovers(familyId)).toEqual({ rows: 0, files: [] });
    });
  });

  it('tells a signed-in client the upload limits it enforces (GET /auth/me), so a browser refuses larger files before sending', async () => {
    const user = await createUser(app);
    const me = await user.agent.get('/api/auth/me').expect(200);
    expect(me.body).toEqual({ user: expect.objectContaining({ id: user.id }), upload_limits: { max_photo_mb: 1.8, max_video_mb: 2.5 } });
  });

  describe('a video upload', () => {
    it('is stored as media_type video under its kind, and downloads byte for byte', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const mp4 = await fixtureFile('ffmpeg-testsrc.mp4', 'clip.mp4');
      const video = await uploadPhoto(admin, familyId, {}, mp4);
      expect(video).toMatchObject({ media_type: 'video', mime_type: 'video/mp4', download_url: `/api/photos/${video.id}/download` });
      const [row] = await photoRows(app, familyId);
      expect(row.original_key).toMatch(/\.mp4$/);
      expect(((await get(admin, `/api/photos/${video.id}/download`).expect(200)).body as Buffer).equals(mp4.content)).toBe(true);
    });
  });

  describe('GET /api/photos/{id}/download', () => {
    it('sends the original byte for byte as an attachment under its original name', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const heic = await fixtureFile('rainbow-hevc.heic', 'IMG_0001.HEIC');
      const photo = await uploadPhoto(admin, familyId, {}, heic);
      const download = await get(member, photo.download_url).expect(200);
      expect(download.headers).toMatchObject({
        'content-type': 'image/heic',
        'content-length': String(heic.content.length),
        'content-disposition': 'attachment; filename="IMG_0001.HEIC"',
      });
      expect((download.body as Buffer).equals(heic.content)).toBe(true);
    });

    it('names a file with non-ASCII characters exactly through filename* (RFC 5987)', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const tiff = { content: await sharp(await twoColourJpeg(40, 30)).tiff().toBuffer(), filename: 'Grand-mère à Noël.tiff' };
      const photo = await uploadPhoto(admin, familyId, {}, tiff);
      const download = await get(admin, `/api/photos/${photo.id}/download`).expect(200);
      expect(download.headers['content-disposition']).toBe(
        "attachment; filename=\"Grand-m_re _ No_l.tiff\"; filename*=UTF-8''Grand-m%C3%A8re%20%C3%A0%20No%C3%ABl.tiff",
      );
      expect((download.body as Buffer).equals(tiff.content)).toBe(true);
    });

    it('answers an outsider 404, a signed-out caller 401, and a missing photo 404', async () => {
      const { admin, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId, {}, await fixtureFile('rainbow-hevc.heic', 'secret.heic'));
      const refused = await outsider.agent.get(`/api/photos/${photo.id}/download`).expect(404);
      expect(refused.body).toEqual({ error: 'Photo not found' });
      expect(refused.headers['content-disposition']).toBeUndefined();
      await app.agent().get(`/api/photos/${photo.id}/download`).expect(401);
      expect((await admin.agent.get('/api/photos/999999/download').expect(404)).body).toEqual({ error: 'Photo not found' });
    });
  });
});
