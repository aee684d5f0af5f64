import { formatCameraInfo } from '@heirloom/media';
import { DataSource } from 'typeorm';
import { FitPhotoTexts1764820000000 } from '../../../libs/database/src/migrations/1764820000000-fit-photo-texts';
import { createFamily, createUser, TestUser } from '../support/factories';
import { insertPhotoRows } from '../support/photo-rows';
import { jpegWithCamera, photoRows, postPhoto, postPhotos, UploadFile } from '../support/photos';
import { TestApp } from '../support/test-app';
import { TEST_MODE } from '../support/test-environment';

/** What the columns hold (varchar(255) on MariaDB; SQLite would keep anything). */
const COLUMN_CHARS = 255;
const MAKE = `Acme ${'M'.repeat(2995)}`;
const MODEL = 'Z'.repeat(3000);
/** What a camera with these names shows, cut to the column. */
const CAMERA_INFO = formatCameraInfo(MAKE, MODEL)!.slice(0, COLUMN_CHARS);

/** Text from inside a file is cut to its column, in characters: on MariaDB in strict mode the row is not refused. */
describe('Metadata from files is bounded', () => {
  let app: TestApp;
  let uploader: TestUser;
  let familyId: number;
  let colours = 0;

  beforeAll(async () => {
    app = await TestApp.start();
    uploader = await createUser(app);
    familyId = await createFamily(uploader);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const hostileCamera = async (filename = 'camera.jpg'): Promise<UploadFile> => {
    colours++;
    return { content: await jpegWithCamera(MAKE, MODEL, `#${String(colours * 4).padStart(2, '0')}8040`), filename, contentType: 'image/jpeg' };
  };
  const rowOf = async (photoId: number) => (await photoRows(app, familyId)).find((row) => Number(row.id) === photoId)!;

  (TEST_MODE === 'scaled' ? it : it.skip)('runs against MariaDB in strict mode, which refuses a row with over-long text', async () => {
    const [{ mode }] = await app.app.get(DataSource).query('SELECT @@SESSION.sql_mode AS mode');
    expect(String(mode)).toMatch(/STRICT_(TRANS|ALL)_TABLES/);
  });

  it('stores a single upload whose EXIF Make and Model are 3,000 characters each, its camera cut to the column', async () => {
    expect(formatCameraInfo(MAKE, MODEL)!.length).toBeGreaterThan(6000);
    const response = await postPhoto(uploader, familyId, await hostileCamera()).expect(201);
    expect(response.body.photo.camera_info).toBe(CAMERA_INFO);
    expect((await rowOf(response.body.photo.id)).camera_info).toBe(CAMERA_INFO);
  });

  it('stores every such file of a bulk upload', async () => {
    const response = await postPhotos(uploader, familyId, [await hostileCamera('one.jpg'), await hostileCamera('two.jpg')]).expect(200);
    expect(response.body).toMatchObject({ total: 2, successful: 2, failed: 0 });
    for (const result of response.body.results) {
      expect(result.photo.camera_info).toBe(CAMERA_INFO);
      expect((await rowOf(result.photo.id)).camera_info).toBe(CAMERA_INFO);
    }
  });

  it('cuts a long file name in characters, never through an emoji', async () => {
    const filename = `${'📷'.repeat(300)}.jpg`;
    const response = await postPhoto(uploader, familyId, await hostileCamera(filename)).expect(201);
    const stored = String((await rowOf(response.body.photo.id)).original_filename);
    expect(stored).toBe('📷'.repeat(COLUMN_CHARS));
    expect(stored).not.toMatch(/\p{Cs}/u); // no lone half of a surrogate pair
    expect(response.body.photo.original_filename).toBe(stored);
  });

  it('a migration cuts what older uploads stored whole, counting characters, not bytes', async () => {
    const dataSource = app.app.get(DataSource);
    await insertPhotoRows(app, familyId, uploader.id, 2);
    const [long, accented] = (await dataSource.query("SELECT id FROM photos WHERE original_filename = 'bulk.jpg' ORDER BY id")) as Array<{ id: number }>;
    // 200 characters, 400 bytes: within its column, so it stays as it is.
    const accentedName = 'é'.repeat(200);
    await dataSource.query('UPDATE photos SET original_filename = ? WHERE id = ?', [accentedName, accented.id]);
    // Only SQLite could ever hold an over-long value; MariaDB (strict) refuses it outright.
    const longInfo = 'Q'.repeat(6000);
    if (app.mode === 'embedded') await dataSource.query('UPDATE photos SET camera_info = ?, camera_settings = ? WHERE id = ?', [longInfo, longInfo, long.id]);

    const runner = dataSource.createQueryRunner();
    try {
      await new FitPhotoTexts1764820000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await photoRows(app, familyId);
    const byId = (id: number) => rows.find((row) => Number(row.id) === Number(id))!;
    expect(byId(accented.id).original_filename).toBe(accentedName);
    if (app.mode === 'embedded') {
      expect(byId(long.id)).toMatchObject({ camera_info: longInfo.slice(0, COLUMN_CHARS), camera_settings: longInfo.slice(0, COLUMN_CHARS) });
    }
    // The uploads above were already cut and stay as they are.
    expect(rows.filter((row) => row.camera_info === CAMERA_INFO)).toHaveLength(4);
  });
});
