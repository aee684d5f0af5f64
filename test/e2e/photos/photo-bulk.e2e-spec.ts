import { TestApp } from '../support/test-app';
import { createFamilyWithRoles } from '../support/factories';
import { cameraFile, noisyImage, photoRows, postPhotos, storedFiles, uniqueJpeg, UploadFile } from '../support/photos';

/** POST /families/:id/photos/bulk: a row per file, the good files kept, the request-wide limits. */
describe('Bulk photo upload', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true, env: { MAX_UPLOAD_MB: '1', MAX_VIDEO_MB: '1', MAX_BULK_FILES: '5' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const familyFiles = async (familyId: number) => {
    await app.drainJobs();
    return (await storedFiles(app)).filter((path) => path.startsWith('tmp/') || path.split('/')[1] === String(familyId));
  };

  it('keeps the good files, reports each bad one, and applies the shared fields to every photo', async () => {
    const { member, familyId } = await createFamilyWithRoles(app);
    const good = await uniqueJpeg();
    const files: UploadFile[] = [
      good,
      await cameraFile('canon-powershot-s400.jpg'),
      { content: Buffer.from('not an image'), filename: 'notes.jpg', contentType: 'image/jpeg' },
      { ...good, filename: 'same-again.jpg' },
      { content: (await noisyImage(300, 200, 'jpeg')).subarray(0, 20_000), filename: 'cut.jpg' },
    ];
    const response = await postPhotos(member, familyId, files, { location: ' Brighton ', description: 'Seaside', fuzzy_date: 'summer 1985' }).expect(200);
    expect(response.body).toEqual({
      total: 5,
      successful: 2,
      failed: 3,
      results: [
        { status: 'success', filename: good.filename, photo: expect.objectContaining({ original_filename: good.filename }) },
        { status: 'success', filename: 'canon-powershot-s400.jpg', photo: expect.objectContaining({ camera_info: 'Canon PowerShot S400' }) },
        { status: 'error', filename: 'notes.jpg', error: 'Only photos (JPEG, PNG, HEIC/HEIF, WebP, AVIF, TIFF) and videos (MP4, MOV, M4V, WebM, 3GP) can be uploaded: this file is none of them' },
        {
          status: 'error',
          filename: 'same-again.jpg',
          error: `Already in this family (photo ${response.body.results[0].photo.id})`,
          existing_photo_id: response.body.results[0].photo.id,
        },
        { status: 'error', filename: 'cut.jpg', error: expect.stringMatching(/could not be read/) },
      ],
    });
    for (const { photo } of response.body.results.slice(0, 2)) {
      expect(photo).toMatchObject({
        family_id: familyId,
        location: 'Brighton',
        description: 'Seaside',
        fuzzy_date_text: 'summer 1985',
        date_range_start: '1985-06-01',
        date_range_end: '1985-08-31',
        taken_date: null,
        uploaded_by: { id: member.id, name: member.name },
      });
    }
    const rows = await photoRows(app, familyId);
    expect(rows.map((row) => row.id)).toEqual(response.body.results.slice(0, 2).map((r: { photo: { id: number } }) => r.photo.id));
    const originals = (await familyFiles(familyId)).filter((path) => path.startsWith('originals/'));
    expect(originals.sort()).toEqual(rows.map((row) => row.original_key).sort());
  });

  it('gives each file its own caption when one is sent, the shared description to the others', async () => {
    const { member, familyId } = await createFamilyWithRoles(app);
    const files = [await uniqueJpeg(), await uniqueJpeg(), await uniqueJpeg()];
    const captions = JSON.stringify(['  Oma am See 🌊 ', null, '']);
    const response = await postPhotos(member, familyId, files, { description: 'Summer', captions }).expect(200);
    expect(response.body.results.map((result: { photo: { description: string } }) => result.photo.description)).toEqual(['Oma am See 🌊', 'Summer', 'Summer']);
    const noShared = await postPhotos(member, familyId, [await uniqueJpeg()], { captions: '["Alone"]' }).expect(200);
    expect(noShared.body.results[0].photo.description).toBe('Alone');
  });

  it.each([
    ['not JSON', '[oops', /^captions must be a JSON list/],
    ['not a list', '{"a": 1}', /^captions must be a JSON list/],
    ['a number in the list', '[1, "x"]', /^captions must be a JSON list/],
    ['a caption of 2001 characters', JSON.stringify(['c'.repeat(2001), null]), /^captions must be a JSON list .* at most 2000 characters/],
    ['a NUL character', JSON.stringify(['a\u0000b', null]), /^captions must be a JSON list/],
    ['fewer captions than files', '["one"]', /^captions: one per file, in the order of the files \(2 files, 1 captions\)$/],
    ['more captions than files', '["one", "two", "three"]', /^captions: one per file/],
  ])('refuses captions %s with 400 and stores nothing', async (_label, captions, message) => {
    const { member, familyId } = await createFamilyWithRoles(app);
    const response = await postPhotos(member, familyId, [await uniqueJpeg(), await uniqueJpeg()], { captions }).expect(400);
    expect(response.body.error).toMatch(message);
    expect(await photoRows(app, familyId)).toEqual([]);
    expect(await familyFiles(familyId)).toEqual([]);
  });

  it('refuses a file over MAX_UPLOAD_MB on its own, keeping the good files around it and nothing of the big one', async () => {
    const { member, familyId } = await createFamilyWithRoles(app);
    const [before, after] = [await uniqueJpeg(), await uniqueJpeg()];
    const big = { content: Buffer.concat([(await uniqueJpeg()).content, Buffer.alloc(3 * 1024 * 1024, 1)]), filename: 'big.jpg' };
    const response = await postPhotos(member, familyId, [before, big, after]).expect(200);
    expect(response.body).toEqual({
      total: 3,
      successful: 2,
      failed: 1,
      results: [
        { status: 'success', filename: before.filename, photo: expect.objectContaining({ original_filename: before.filename, size_bytes: before.content.length }) },
        { status: 'error', filename: 'big.jpg', error: '"big.jpg" is larger than the 1 MB limit for one photo' },
        { status: 'success', filename: after.filename, photo: expect.objectContaining({ original_filename: after.filename, size_bytes: after.content.length }) },
      ],
    });
    const rows = await photoRows(app, familyId);
    expect(rows.map((row) => row.original_filename)).toEqual([before.filename, after.filename]);
    const files = await familyFiles(familyId);
    expect(files.filter((path) => path.startsWith('tmp/'))).toEqual([]);
    expect(files.filter((path) => path.startsWith('originals/')).sort()).toEqual(rows.map((row) => row.original_key).sort());
  });

  it('gives a long bulk upload an hour to arrive (Node would cut it after 5 minutes)', () => {
    expect(app.app.getHttpServer().requestTimeout).toBe(60 * 60 * 1000);
  });

  it('takes the camera date of each photo when no fuzzy date is given', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const response = await postPhotos(admin, familyId, [await cameraFile('nikon-d100.jpg'), await cameraFile('apple-iphone-4s-gps-2.jpg')]).expect(200);
    expect(response.body.results.map((r: { photo: { taken_date: string } }) => r.photo.taken_date)).toEqual(['2004-05-22T09:32:21', '2012-12-23T14:47:49']);
  });

  it.each<[string, () => Promise<UploadFile[]>, Record<string, string>, number, string | RegExp]>([
    ['no file at all', async () => [], { location: 'Nowhere' }, 400, 'Please select at least one photo to upload'],
    ['more files than MAX_BULK_FILES (5)', async () => Promise.all([1, 2, 3, 4, 5, 6].map(() => uniqueJpeg())), {}, 413, 'A bulk upload takes at most 5 photos'],
    [
      'more bytes than MAX_BULK_FILES photos of MAX_UPLOAD_MB could be, before reading them',
      async () => [1, 2, 3, 4, 5].map((n) => ({ content: Buffer.alloc(1.2 * 1024 * 1024, n), filename: `big-${n}.jpg` })),
      {},
      413,
      'The upload is larger than 5 files of 1 MB each: send fewer files at a time',
    ],
    ['unreadable fuzzy text', async () => [await uniqueJpeg()], { fuzzy_date: 'the olden days' }, 400, /^fuzzy_date: .*Try one of these forms/],
    ['a taken_date (single uploads only)', async () => [await uniqueJpeg()], { taken_date: '2001-01-01' }, 400, 'property taken_date should not exist'],
  ])('refuses %s as a whole, storing nothing', async (_case, makeFiles, fields, status, message) => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const response = await postPhotos(admin, familyId, await makeFiles(), fields).expect(status);
    expect(response.body).toEqual({ error: typeof message === 'string' ? message : expect.stringMatching(message) });
    expect(await photoRows(app, familyId)).toEqual([]);
    expect(await familyFiles(familyId)).toEqual([]);
  });

  it('answers an outsider 404 and stores nothing', async () => {
    const { outsider, familyId } = await createFamilyWithRoles(app);
    expect((await postPhotos(outsider, familyId, [await uniqueJpeg()]).expect(404)).body).toEqual({ error: 'Family not found' });
    expect(await photoRows(app, familyId)).toEqual([]);
  });

  it('keeps file names in any script', async () => {
    const { admin, familyId } = await createFamilyWithRoles(app);
    const file = { ...(await uniqueJpeg()), filename: 'Ελλάδα 夏 😀.jpg' };
    const response = await postPhotos(admin, familyId, [file]).expect(200);
    expect(response.body.results[0]).toMatchObject({ status: 'success', filename: 'Ελλάδα 夏 😀.jpg', photo: { original_filename: 'Ελλάδα 夏 😀.jpg' } });
  });
});
