import { DataSource } from 'typeorm';
import { createFamily, createUser, TestUser } from '../support/factories';
import { noisyImage, photoRows, postPhoto, postPhotos, storedFiles, uniqueJpeg, UploadFile } from '../support/photos';
import { rawExchange } from '../support/raw-http';
import { TestApp } from '../support/test-app';

/** About 210 KB: a few small photos fit, a noisy 600 × 600 JPEG (about 250 KB) never does. */
const STORAGE_LIMIT_GB = '0.0002';
const LIMIT_BYTES = Math.floor(0.0002 * 1024 ** 3);
const NO_ROOM = /^This upload does not fit in the space left under Heirloom's storage limit\. Ask your Heirloom administrator/;

/** STORAGE_LIMIT_GB holds: what would pass it is refused with 507 and nothing of it is kept. */
describe('The storage limit', () => {
  let app: TestApp;
  let admin: TestUser;
  let familyId: number;
  let tooBig: UploadFile;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true, env: { STORAGE_LIMIT_GB } });
    admin = await createUser(app, { name: 'Ada Admin' });
    familyId = await createFamily(admin);
    tooBig = { content: await noisyImage(600, 600, 'jpeg'), filename: 'too-big.jpg', contentType: 'image/jpeg' };
    expect(tooBig.content.length).toBeGreaterThan(LIMIT_BYTES);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const storage = async () => (await admin.agent.get('/api/admin/stats').expect(200)).body.storage;
  /** The rows and every file (temporary ones included) once the media jobs have run. */
  const snapshot = async () => {
    await app.drainJobs();
    return { rows: (await photoRows(app)).map((row) => row.id), files: await storedFiles(app) };
  };
  const BOUNDARY = 'RawUpload';
  /** The too-big photo as a single upload's form. */
  const tooBigForm = () =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="${tooBig.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      tooBig.content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  /** A single upload on a raw connection: the head with `framing` (how the body's length is told), then `body`. */
  const rawUpload = async (framing: string, body: Buffer) => {
    const cookie = (await admin.agent.get('/api/auth/me')).request.cookies;
    const head = `POST /api/families/${familyId}/photos HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`;
    return rawExchange(app.url, [{ data: head }, { data: body }], { untilAnswered: true, waitMs: 10_000 });
  };

  it('shows the limit and the room left on the admin dashboard', async () => {
    await postPhoto(admin, familyId, await uniqueJpeg()).expect(201);
    await app.drainJobs();
    expect(await storage()).toEqual({
      used_gb: 0,
      limit_gb: 0.0002,
      used_bytes: expect.any(Number),
      backups_gb: 0,
      limit_bytes: LIMIT_BYTES,
      disk_free_bytes: expect.any(Number),
      disk_reserve_bytes: 1024 ** 3,
      accepting_uploads: true,
    });
  });

  it('refuses a single upload that would pass the limit with 507 {error}, keeping no row and no file', async () => {
    const before = await snapshot();
    const response = await postPhoto(admin, familyId, tooBig).expect(507);
    expect(response.body).toEqual({ error: expect.stringMatching(NO_ROOM) });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses it by its Content-Length, before the body has arrived', async () => {
    const before = await snapshot();
    const form = tooBigForm();
    // A first piece only: the answer must come without the rest.
    const exchange = await rawUpload(`Content-Length: ${form.length}`, form.subarray(0, 1000));
    expect({ status: exchange.status, body: exchange.body }).toEqual({ status: 507, body: { error: expect.stringMatching(NO_ROOM) } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses by its real size an upload that declared none (chunked)', async () => {
    const before = await snapshot();
    const form = tooBigForm();
    const exchange = await rawUpload('Transfer-Encoding: chunked', Buffer.concat([Buffer.from(`${form.length.toString(16)}\r\n`), form, Buffer.from('\r\n0\r\n\r\n')]));
    expect({ status: exchange.status, body: exchange.body }).toEqual({ status: 507, body: { error: expect.stringMatching(NO_ROOM) } });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the files of a bulk upload that fit and fails those that do not with the 507 message', async () => {
    const before = await snapshot();
    const [small, other] = [await uniqueJpeg(), await uniqueJpeg()];
    const response = await postPhotos(admin, familyId, [small, tooBig, other]).expect(200);
    expect(response.body).toMatchObject({
      total: 3,
      successful: 2,
      failed: 1,
      results: [
        { status: 'success', filename: small.filename },
        { status: 'error', filename: 'too-big.jpg', error: expect.stringMatching(NO_ROOM) },
        { status: 'success', filename: other.filename },
      ],
    });
    const after = await snapshot();
    expect(after.rows).toHaveLength(before.rows.length + 2);
    // Each kept photo has its original, thumbnail and preview; nothing of the refused one, no temporary file.
    expect(after.files.filter((file) => !before.files.includes(file))).toHaveLength(6);
    expect(after.files.filter((file) => file.startsWith('tmp/'))).toEqual([]);
  });

  describe('once the limit is reached', () => {
    const dataSource = () => app.app.get(DataSource);
    let filler: number;

    beforeAll(async () => {
      // One photo taking up the whole limit stands for a full library.
      [{ id: filler }] = await dataSource().query('SELECT id FROM photos ORDER BY id LIMIT 1');
      await dataSource().query('UPDATE photos SET size_bytes = ? WHERE id = ?', [LIMIT_BYTES, filler]);
    });

    afterAll(async () => {
      await dataSource().query('UPDATE photos SET size_bytes = 1000 WHERE id = ?', [filler]);
    });

    it('tells the admin dashboard that uploads are refused', async () => {
      expect(await storage()).toMatchObject({ used_bytes: expect.any(Number), accepting_uploads: false });
      expect((await storage()).used_bytes).toBeGreaterThan(LIMIT_BYTES);
    });

    it('refuses even the smallest photo, alone or in a bulk upload, and keeps nothing', async () => {
      const before = await snapshot();
      const single = await postPhoto(admin, familyId, await uniqueJpeg()).expect(507);
      expect(single.body).toEqual({ error: expect.stringMatching(NO_ROOM) });
      const bulk = await postPhotos(admin, familyId, [await uniqueJpeg(), await uniqueJpeg()]).expect(507);
      expect(bulk.body).toEqual({ error: expect.stringMatching(NO_ROOM) });
      expect(await snapshot()).toEqual(before);
    });
  });
});
