import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';

jest.setTimeout(300_000);

/** Few distinct dates for many photos: most of them share their sort_date with others, so only the id orders them. */
const SHARED_DAYS = ['1985-07-14', '1992-12-25', '2001-01-01'];

/** Photo rows straight into the table (listing reads only rows), every one on one of SHARED_DAYS. */
async function insertTiedPhotos(app: TestApp, familyId: number, uploadedBy: number, count: number): Promise<void> {
  const columns = 'family_id, uploaded_by, upload_date, sort_date, month_day, original_filename, mime_type, size_bytes, width, height, sha256, original_key, thumbnail_key, preview_key';
  const uploadDate = new Date().toISOString().replace('T', ' ').slice(0, 23);
  const rows = Array.from({ length: count }, (_, i) => {
    const day = SHARED_DAYS[i % SHARED_DAYS.length];
    const key = `paging/${familyId}/${i}`;
    return [familyId, uploadedBy, uploadDate, `${day}T00:00:00`, day.slice(5), 'tied.jpg', 'image/jpeg', 1, 1, 1, `paging-${familyId}-${String(i).padStart(6, '0')}`.padEnd(64, 'x'), key, key, key];
  });
  await app.app.get(DataSource).query(`INSERT INTO photos (${columns}) VALUES ${rows.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ')}`, rows.flat());
}

interface Page {
  ids: number[];
  hasNext: boolean;
}

/** Follows the pages from the first until the list says there is no next one. */
async function walk(fetchPage: (page: number) => Promise<Page>): Promise<number[]> {
  const seen: number[] = [];
  for (let page = 1; page <= 1000; page++) {
    const { ids, hasNext } = await fetchPage(page);
    seen.push(...ids);
    if (!hasNext) return seen;
  }
  throw new Error('the pages never end');
}

const byKeyThenId = <T extends { id: number }>(key: (row: T) => string, direction: 'asc' | 'desc') => (a: T, b: T) => {
  const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id;
  return direction === 'asc' ? order : -order;
};

const perPage = fc.integer({ min: 1, max: 100 });
const direction = fc.constantFrom('asc' as const, 'desc' as const);
const RUNS = { numRuns: 12 };

describe('Paging (property: every item exactly once, in order, for any page size and order)', () => {
  let app: TestApp;
  let admin: TestUser;
  let familyA: number;
  let familyB: number;
  let photoId: number;

  /** The photo rows of these families as the database holds them. */
  const photoRows = async (familyIds: number[]) =>
    (await app.app.get(DataSource).query(`SELECT id, sort_date FROM photos WHERE family_id IN (${familyIds.map(() => '?').join(', ')})`, familyIds)).map(
      (row: { id: number | string; sort_date: string }) => ({ id: Number(row.id), sortDate: String(row.sort_date) }),
    );

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await createUser(app, { name: 'Paging Admin' });
    const member = await createUser(app);
    familyA = await createFamily(admin, 'Family A');
    familyB = await createFamily(admin, 'Family B');
    await addMember(admin, familyA, member);
    // Real uploads on a shared day too, so rows written by the API take part in the ties.
    for (let i = 0; i < 3; i++) photoId = (await uploadPhoto(admin, familyA, { taken_date: SHARED_DAYS[1] })).id;
    await insertTiedPhotos(app, familyA, admin.id, 57);
    await insertTiedPhotos(app, familyB, admin.id, 23);
    for (let i = 0; i < 31; i++) await member.agent.post(`/api/photos/${photoId}/comments`).send({ content: `Comment ${i}` }).expect(201);
    for (let i = 0; i < 24; i++) await createUser(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('walks the family photo list', async () => {
    const rows = await photoRows([familyA]);
    expect(new Set(rows.map((row: { sortDate: string }) => row.sortDate)).size).toBeLessThanOrEqual(SHARED_DAYS.length);
    await fc.assert(
      fc.asyncProperty(perPage, direction, async (size, order) => {
        const seen = await walk(async (page) => {
          const body = (await admin.agent.get(`/api/families/${familyA}/photos`).query({ page, per_page: size, order }).expect(200)).body;
          return { ids: body.photos.map((photo: { id: number }) => photo.id), hasNext: body.pagination.has_next };
        });
        expect(seen).toEqual([...rows].sort(byKeyThenId((row) => row.sortDate, order)).map((row) => row.id));
      }),
      RUNS,
    );
  });

  it('walks the timeline across families', async () => {
    const rows = await photoRows([familyA, familyB]);
    await fc.assert(
      fc.asyncProperty(perPage, direction, async (size, order) => {
        const seen = await walk(async (page) => {
          const body = (await admin.agent.get('/api/timeline').query({ page, per_page: size, order }).expect(200)).body;
          return { ids: body.photos.map((photo: { id: number }) => photo.id), hasNext: body.pagination.has_next };
        });
        expect(seen).toEqual([...rows].sort(byKeyThenId((row) => row.sortDate, order)).map((row) => row.id));
      }),
      RUNS,
    );
  });

  it('walks a photo’s comments, oldest first', async () => {
    const rows: Array<{ id: number; createdAt: string }> = (
      await app.app.get(DataSource).query('SELECT id, created_at FROM comments WHERE photo_id = ?', [photoId])
    ).map((row: { id: number | string; created_at: Date | string }) => ({ id: Number(row.id), createdAt: new Date(row.created_at).toISOString() }));
    expect(rows).toHaveLength(31);
    await fc.assert(
      fc.asyncProperty(perPage, async (size) => {
        const seen = await walk(async (page) => {
          const body = (await admin.agent.get(`/api/photos/${photoId}/comments`).query({ page, per_page: size }).expect(200)).body;
          return { ids: body.comments.map((comment: { id: number }) => comment.id), hasNext: body.pagination.has_next };
        });
        expect(seen).toEqual([...rows].sort(byKeyThenId((row) => row.createdAt, 'asc')).map((row) => row.id));
      }),
      RUNS,
    );
  });

  it('walks the admin users list, newest first', async () => {
    const rows: Array<{ id: number; createdAt: string }> = (await app.app.get(DataSource).query('SELECT id, created_at FROM users')).map(
      (row: { id: number | string; created_at: Date | string }) => ({ id: Number(row.id), createdAt: new Date(row.created_at).toISOString() }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(26);
    await fc.assert(
      fc.asyncProperty(perPage, async (size) => {
        const seen = await walk(async (page) => {
          const body = (await admin.agent.get('/api/admin/users').query({ page, per_page: size }).expect(200)).body;
          expect(body.total).toBe(rows.length);
          return { ids: body.users.map((user: { id: number }) => user.id), hasNext: page * size < body.total };
        });
        expect(seen).toEqual([...rows].sort(byKeyThenId((row) => row.createdAt, 'desc')).map((row) => row.id));
      }),
      RUNS,
    );
  });

  it('answers an empty last page past the end rather than repeating items', async () => {
    const body = (await admin.agent.get(`/api/families/${familyA}/photos`).query({ page: 1000, per_page: 100 }).expect(200)).body;
    expect(body).toMatchObject({ photos: [], pagination: { page: 1000, has_next: false } });
  });
});
