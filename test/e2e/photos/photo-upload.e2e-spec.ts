import type { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { TestApp } from '../support/test-app';
import { createFamily, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import {
  cameraFile,
  jpegClaiming,
  noisyImage,
  photoRows,
  pngBomb,
  postPhoto,
  storedFiles,
  uniqueJpeg,
  UploadFile,
  uploadPhoto,
} from '../support/photos';

/** POST /families/:id/photos: what is stored, what is refused, and that a refusal leaves nothing behind. */
describe('Photo upload', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true, env: { MAX_UPLOAD_MB: '1', MAX_VIDEO_MB: '1.5' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** The family's rows and files, and any temporary file still lying around once the media jobs are done. */
  const leftovers = async (familyId: number) => {
    await app.drainJobs();
    return {
    rows: (await photoRows(app, familyId)).length,
    files: (await storedFiles(app)).filter((path) => path.startsWith('tmp/') || path.split('/')[1] === String(familyId)),
    };
  };

  describe('EXIF of real camera files', () => {
    it('reads an iPhone 4S photo: taken date, camera, settings, GPS with altitude', async () => {
      const uploader = await createUser(app, { name: 'Iris Phone' });
      const familyId = await createFamily(uploader);
      const response = await postPhoto(uploader, familyId, await cameraFile('apple-iphone-4s-gps.jpg'), { description: ' At the lake ', location: 'Marin' }).expect(201);
      expect(response.body.photo).toEqual({
        id: expect.any(Number),
        family_id: familyId,
        description: 'At the lake',
        location: 'Marin',
        display_location: null,
        taken_date: '2013-02-06T16:00:03',
        upload_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        fuzzy_date_text: null,
        date_range_start: null,
        date_range_end: null,
        taken_date_precision: 'day',
        date_certainty: 'exact',
        sort_date: '2013-02-06T16:00:03',
        uploaded_by: { id: uploader.id, name: 'Iris Phone' },
        camera_info: 'Apple iPhone 4S',
        camera_settings: 'f/2.4 \u00b7 1/4608 s \u00b7 ISO 50 \u00b7 4.28 mm',
        has_gps: true,
        gps_latitude: 37.885,
        gps_longitude: -122.6225,
        gps_altitude: 122,
        original_filename: 'apple-iphone-4s-gps.jpg',
        mime_type: 'image/jpeg',
        media_type: 'photo',
        size_bytes: 27521,
        width: 180,
        height: 135,
        thumbnail_status: 'pending',
        file_url: `/api/photos/${response.body.photo.id}/file`,
        thumbnail_url: `/api/photos/${response.body.photo.id}/thumbnail`,
        preview_url: `/api/photos/${response.body.photo.id}/preview`,
        // A photo: the video fields are there, null.
        duration_seconds: null,
        playback_url: null,
        playback_status: null,
        playback_progress: null,
        download_url: `/api/photos/${response.body.photo.id}/download`,
        can_edit: true,
        can_delete: true,
        reactions: [],
        // Nobody is tagged in a new photo.
        people: [],
      });
      const [row] = await photoRows(app, familyId);
      expect(row).toMatchObject({
        sha256: '0c43bd49d953769e74563e9371e2fcb7b894f121848c7018333cf796cea949b4',
        month_day: '02-06',
        original_key: expect.stringMatching(new RegExp(`^originals/${familyId}/[0-9a-f-]{36}\\.jpg$`)),
      });
      expect(await storedFiles(app)).toContain(row.original_key);
    });

    it('does not double the make of a Canon PowerShot S400, and knows it has no GPS', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId, {}, await cameraFile('canon-powershot-s400.jpg'));
      expect(photo).toMatchObject({
        camera_info: 'Canon PowerShot S400',
        camera_settings: 'f/2.8 \u00b7 1/8 s \u00b7 7.41 mm',
        taken_date: '2003-05-24T16:40:33',
        has_gps: false,
        gps_latitude: null,
        gps_longitude: null,
        gps_altitude: null,
      });
    });

    it('still stores a photo whose EXIF block is damaged, without its EXIF fields', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const file = await cameraFile('apple-iphone-4s-gps.jpg');
      const tiffStart = file.content.indexOf(Buffer.from('Exif\0\0')) + 6;
      file.content.fill(0, tiffStart, tiffStart + 200);
      const photo = await uploadPhoto(admin, familyId, {}, file);
      expect(photo).toMatchObject({ taken_date: null, camera_info: null, camera_settings: null, has_gps: false, width: 180, height: 135 });
    });

    it('answers the size as shown, after the EXIF orientation', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId, {}, await cameraFile('orientation-8.jpg'));
      expect(photo).toMatchObject({ width: 480, height: 640 });
    });
  });

  describe('dates', () => {
    it('takes trimmed fuzzy text over taken_date, keeping the text and its range', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId, { fuzzy_date: "  summer '92 ", taken_date: '2001-01-01' }, await cameraFile('apple-iphone-4s-gps-2.jpg'));
      expect(photo).toMatchObject({
        taken_date: null,
        fuzzy_date_text: "summer '92",
        date_range_start: '1992-06-01',
        date_range_end: '1992-08-31',
        taken_date_precision: 'month',
        date_certainty: 'approximate',
        sort_date: '1992-06-01T00:00:00',
      });
    });

    it('takes a typed taken_date over the camera date, a day staying a day', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const day = await uploadPhoto(admin, familyId, { taken_date: '1999-12-31' }, await cameraFile('nikon-d100.jpg'));
      expect(day).toMatchObject({ taken_date: '1999-12-31', taken_date_precision: 'day', date_certainty: 'exact', sort_date: '1999-12-31T00:00:00' });
      const time = await uploadPhoto(admin, familyId, { taken_date: '1999-12-31T23:59' });
      expect(time).toMatchObject({ taken_date: '1999-12-31T23:59:00', sort_date: '1999-12-31T23:59:00' });
    });

    it('orders a photo without any date by its upload time (UTC)', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId);
      expect(photo).toMatchObject({ taken_date: null, taken_date_precision: null, date_certainty: null });
      expect(photo.sort_date).toBe(photo.upload_date.slice(0, 19));
    });
  });

  describe('type decided by the bytes', () => {
    it('stores PNG bytes sent as "holiday.jpg" with type image/jpeg as a PNG', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#0f08' } }).png().toBuffer();
      const photo = await uploadPhoto(admin, familyId, {}, { content: png, filename: 'holiday.jpg', contentType: 'image/jpeg' });
      expect(photo).toMatchObject({ mime_type: 'image/png', original_filename: 'holiday.jpg', width: 30, height: 20 });
      const [row] = await photoRows(app, familyId);
      expect(row.original_key).toMatch(/\.png$/);
      const file = await admin.agent.get(`/api/photos/${photo.id}/file`).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
    });
  });

  describe('refusals, each leaving neither a row nor a file', () => {
    const text = (content: string, filename: string, contentType = 'image/jpeg'): UploadFile => ({ content: Buffer.from(content), filename, contentType });

    it.each<[string, () => Promise<UploadFile | null>, Record<string, string>, number, RegExp]>([
      ['a missing file', async () => null, { description: 'no file' }, 400, /^Please select a photo to upload$/],
      ['text bytes named .jpg', async () => text('this is not a photo at all', 'fake.jpg'), {}, 415, /^Only photos \(JPEG, PNG, HEIC\/HEIF, WebP, AVIF, TIFF\) and videos \(MP4, MOV, M4V, WebM, 3GP\) can be uploaded: this file is none of them$/],
      ['a GIF', async () => text('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'anim.gif', 'image/gif'), {}, 415, /^Only photos .* and videos/],
      ['an empty file', async () => text('', 'empty.jpg'), {}, 415, /^Only photos .* and videos/],
      [
        'a truncated JPEG',
        async () => ({ content: (await noisyImage(300, 200, 'jpeg')).subarray(0, 20_000), filename: 'cut.jpg' }),
        {},
        400,
        /could not be read: the file is damaged, incomplete/,
      ],
      ['a PNG decompression bomb (20000 x 20000)', async () => ({ content: pngBomb(20_000, 20_000), filename: 'bomb.png' }), {}, 400, /400 megapixels.*largest accepted is 100 megapixels/],
      ['a JPEG claiming 12000 x 12000', async () => ({ content: await jpegClaiming(12_000, 12_000), filename: 'claim.jpg' }), {}, 400, /144 megapixels/],
      [
        'a file over MAX_UPLOAD_MB (1 MB)',
        async () => ({ content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024)]), filename: 'huge.jpg' }),
        {},
        413,
        /^"huge\.jpg" is larger than the 1 MB limit for one photo$/,
      ],
      [
        'a file whose Content-Length alone is over the limit, before reading it',
        async () => ({ content: Buffer.alloc(3 * 1024 * 1024, 1), filename: 'huger.jpg' }),
        {},
        413,
        /^The file is larger than the largest accepted: 1 MB for a photo, 1.5 MB for a video$/,
      ],
      ['fuzzy text nobody can read', uniqueJpeg, { fuzzy_date: 'when grandpa was young' }, 400, /^fuzzy_date: .*Decades: 1980s, late 80s.*Seasonal: summer '92/],
      ['a taken_date that is no date', uniqueJpeg, { taken_date: '31/12/1999' }, 400, /^taken_date must be a real date/],
      ['a description over 2000 characters', uniqueJpeg, { description: 'x'.repeat(2001) }, 400, /^description must be at most 2000 characters long$/],
      ['a location over 255 characters', uniqueJpeg, { location: 'x'.repeat(256) }, 400, /^location must be at most 255 characters long$/],
      ['an unknown field', uniqueJpeg, { owner: '1' }, 400, /^property owner should not exist$/],
    ])('refuses %s', async (_case, makeFile, fields, status, message) => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const response = await postPhoto(member, familyId, await makeFile(), fields).expect(status);
      expect(response.body).toEqual({ error: expect.stringMatching(message) });
      expect(await leftovers(familyId)).toEqual({ rows: 0, files: [] });
    });

    it('cuts off a body of unknown length (chunked) once it passes the cap, keeping nothing of it', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      let sent = 0;
      // 40 MB if nobody stops it; the cap of a single upload is under 2 MB.
      const endless = Readable.from(
        (function* () {
          for (let i = 0; i < 640; i++) {
            sent += 65_536;
            yield Buffer.alloc(65_536, i);
          }
        })(),
      );
      // Any stream will do for form-data (it sends one of unknown length chunked); superagent's types know file streams only.
      const body = endless as unknown as ReadStream;
      const upload = admin.agent.post(`/api/families/${familyId}/photos`).attach('photo', body, { filename: 'endless.jpg', contentType: 'image/jpeg' });
      await expect(upload).rejects.toThrow(/ECONNRESET|EPIPE|socket hang up|aborted/);
      expect(sent).toBeLessThan(40 * 1024 * 1024);
      expect(await leftovers(familyId)).toEqual({ rows: 0, files: [] });
    });

    it('refuses a file sent under another field name, or two files, naming the field to use', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const photo = await uniqueJpeg();
      const wrongField = admin.agent.post(`/api/families/${familyId}/photos`).attach('file', photo.content, { filename: photo.filename });
      expect((await wrongField.expect(400)).body).toEqual({ error: 'Unexpected file field "file": send the photo as "photo"' });
      const two = admin.agent
        .post(`/api/families/${familyId}/photos`)
        .attach('photo', photo.content, { filename: 'a.jpg' })
        .attach('photo', (await uniqueJpeg()).content, { filename: 'b.jpg' });
      expect((await two.expect(413)).body).toEqual({ error: 'Send one photo at a time here, or use the bulk upload' });
      expect(await leftovers(familyId)).toEqual({ rows: 0, files: [] });
    });

    it('refuses the same bytes twice in one family (409 naming the photo), but not in another family', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const file = await uniqueJpeg();
      const first = await uploadPhoto(admin, familyId, {}, file);
      await app.drainJobs();
      const filesBefore = await storedFiles(app);
      const again = await postPhoto(member, familyId, { ...file, filename: 'renamed.jpg' }).expect(409);
      // The photo there already, to link to: the caller is a member of its family (duplicates are per family).
      expect(again.body).toEqual({ error: `Already in this family (photo ${first.id})`, existing_photo_id: first.id });
      expect(await photoRows(app, familyId)).toHaveLength(1);
      expect(await storedFiles(app)).toEqual(filesBefore);
      const otherFamily = await createFamily(admin, 'The Others');
      await postPhoto(admin, otherFamily, file).expect(201);
    });

    it('answers an outsider 404 before reading the upload, and a stranger to the session 401', async () => {
      const { outsider, familyId } = await createFamilyWithRoles(app);
      expect((await postPhoto(outsider, familyId, await uniqueJpeg()).expect(404)).body).toEqual({ error: 'Family not found' });
      expect((await postPhoto(outsider, 999_999, await uniqueJpeg()).expect(404)).body).toEqual({ error: 'Family not found' });
      // Over the size limit, yet 404 and not 413: the membership is checked before the body is read.
      const huge = { content: Buffer.alloc(2 * 1024 * 1024, 1), filename: 'huge.jpg' };
      expect((await postPhoto(outsider, familyId, huge).expect(404)).body).toEqual({ error: 'Family not found' });
      const anonymous = { agent: app.agent() } as TestUser;
      await postPhoto(anonymous, familyId, await uniqueJpeg()).expect(401);
      expect(await leftovers(familyId)).toEqual({ rows: 0, files: [] });
    });
  });
});
