import { DataSource } from 'typeorm';
import { TimelineRepository } from '@heirloom/database';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { insertPhotoRows } from '../support/photo-rows';
import { uploadPhoto } from '../support/photos';

interface MemoryPhoto {
  id: number;
  family_name: string;
}

interface MemoryGroup {
  year: number;
  years_ago: number;
  photo_count: number;
  photos: MemoryPhoto[];
}

/** An answer's groups, each photo as [id, family name]. */
const summaryOf = (body: { memories: MemoryGroup[] }) => body.memories.map(({ photos, ...group }) => ({ ...group, photos: photos.map((p) => [p.id, p.family_name]) }));

/** GET /timeline/on-this-day: photos of this calendar day in earlier years, from every family of the caller. */
describe('On This Day', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('GET /api/timeline/on-this-day', () => {
    let viewer: TestUser;
    const photo: Record<string, number> = {};

    beforeAll(async () => {
      viewer = await createUser(app);
      const aunt = await createUser(app);
      const home = await createFamily(viewer, 'Home');
      const cousins = await createFamily(aunt, 'Cousins');
      await addMember(aunt, cousins, viewer);
      const strangers = await createFamily(aunt, 'Strangers');
      const add = async (name: string, user: TestUser, familyId: number, fields: Record<string, string>) => {
        photo[name] = (await uploadPhoto(user, familyId, fields)).id;
      };
      await add('exact2010', viewer, home, { taken_date: '2010-12-25T09:30' });
      await add('secondOf2010', aunt, cousins, { taken_date: '2010-12-25' });
      await add('christmas1990', viewer, home, { fuzzy_date: 'Christmas 1990' });
      await add('cousins2000', aunt, cousins, { taken_date: '2000-12-25T18:00' });
      await add('sameYear', viewer, home, { taken_date: '2024-12-25' });
      await add('dayBefore', viewer, home, { taken_date: '2015-12-24' });
      await add('wholeMonth', viewer, home, { fuzzy_date: 'December 1990' });
      await add('strangers', aunt, strangers, { taken_date: '2005-12-25' });
    });

    it('groups earlier years newest first, exact days and fuzzy dates that pin the day, from all the caller’s families', async () => {
      const { body } = await viewer.agent.get('/api/timeline/on-this-day?date=2024-12-25').expect(200);
      expect(body.date).toBe('2024-12-25');
      expect(summaryOf(body)).toEqual([
        {
          year: 2010,
          years_ago: 14,
          photo_count: 2,
          photos: [
            [photo.exact2010, 'Home'],
            [photo.secondOf2010, 'Cousins'],
          ],
        },
        { year: 2000, years_ago: 24, photo_count: 1, photos: [[photo.cousins2000, 'Cousins']] },
        { year: 1990, years_ago: 34, photo_count: 1, photos: [[photo.christmas1990, 'Home']] },
      ]);
      expect(body).toMatchObject({ photo_count: 4, pagination: { page: 1, per_page: 24, has_next: false } });
      expect(body.memories[2].photos[0]).toMatchObject({ fuzzy_date_text: 'Christmas 1990', date_range_start: '1990-12-25', can_edit: true });
    });

    it('is served a page at a time: a year runs on into the next page, each group counting the year’s photos of every page', async () => {
      const pageOf = async (page: number) => (await viewer.agent.get(`/api/timeline/on-this-day?date=2024-12-25&page=${page}&per_page=1`).expect(200)).body;
      const [first, second, third, fourth, past] = await Promise.all([1, 2, 3, 4, 5].map(pageOf));
      expect(summaryOf(first)).toEqual([{ year: 2010, years_ago: 14, photo_count: 2, photos: [[photo.exact2010, 'Home']] }]);
      expect(summaryOf(second)).toEqual([{ year: 2010, years_ago: 14, photo_count: 2, photos: [[photo.secondOf2010, 'Cousins']] }]);
      expect(summaryOf(third)).toEqual([{ year: 2000, years_ago: 24, photo_count: 1, photos: [[photo.cousins2000, 'Cousins']] }]);
      expect(summaryOf(fourth)).toEqual([{ year: 1990, years_ago: 34, photo_count: 1, photos: [[photo.christmas1990, 'Home']] }]);
      expect([first, second, third, fourth].map((body) => body.pagination.has_next)).toEqual([true, true, true, false]);
      expect(past).toMatchObject({ memories: [], photo_count: 4, pagination: { page: 5, per_page: 1, has_next: false } });
      for (const body of [first, second, third, fourth, past]) expect(body.photo_count).toBe(4);
      // Two photos a page: the year of two starts the first page whole, the next page holds the two single years.
      const pair = (await viewer.agent.get('/api/timeline/on-this-day?date=2024-12-25&page=2&per_page=2').expect(200)).body;
      expect(summaryOf(pair).map((group) => group.year)).toEqual([2000, 1990]);
    });

    it.each([
      ['page=0', 'page must be at least 1'],
      ['per_page=101', 'per_page must be at most 100'],
      ['per_page=two', 'per_page must be a whole number'],
    ])('refuses %s with 400', async (param, error) => {
      expect((await viewer.agent.get(`/api/timeline/on-this-day?date=2024-12-25&${param}`).expect(400)).body).toEqual({ error });
    });

    it('leaves out the same year, other days and other families', async () => {
      const { body } = await viewer.agent.get('/api/timeline/on-this-day?date=2024-12-25').expect(200);
      const shown = body.memories.flatMap((m: { photos: MemoryPhoto[] }) => m.photos.map((p) => p.id));
      for (const name of ['sameYear', 'dayBefore', 'wholeMonth', 'strangers']) expect(shown).not.toContain(photo[name]);
    });

    it('shows the photos of the same year to someone looking back from a later one', async () => {
      const { body } = await viewer.agent.get('/api/timeline/on-this-day?date=2025-12-25').expect(200);
      expect(body.memories[0]).toMatchObject({ year: 2024, years_ago: 1, photos: [{ id: photo.sameYear }] });
    });

    it('answers today on the server when no date is given', async () => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const { body } = await viewer.agent.get('/api/timeline/on-this-day').expect(200);
      expect(body.date).toBe(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    });

    it('answers an empty list on a day without memories', async () => {
      expect((await viewer.agent.get('/api/timeline/on-this-day?date=2024-03-03').expect(200)).body).toEqual({
        date: '2024-03-03',
        memories: [],
        photo_count: 0,
        pagination: { page: 1, per_page: 24, has_next: false },
        birthdays: [],
      });
    });

    it.each(['2024-02-30', '25-12-2024', 'today', '2024-12-25T00:00'])('refuses date=%s with 400', async (date) => {
      expect((await viewer.agent.get(`/api/timeline/on-this-day?date=${date}`).expect(400)).body).toEqual({
        error: 'date must be a real date written like 2024-05-17',
      });
    });

    it('is for signed-in callers only', async () => {
      await app.request().get('/api/timeline/on-this-day').expect(401);
    });

    it('reads the (month_day, family_id) index, not every photo', async () => {
      // A library big enough that the planner's choice means something (MariaDB scans a table of a few rows).
      await insertPhotoRows(app, (await createFamily(viewer, 'Big')) as number, viewer.id, 3000);
      const query = app.app.get(TimelineRepository).onDayQuery([1, 2, 3], ['12-25'], '2024-01-01');
      const [sql, parameters] = query.getQueryAndParameters();
      const dataSource = app.app.get(DataSource);
      if (app.mode === 'scaled') {
        await dataSource.query('ANALYZE TABLE photos');
        const [row] = await dataSource.query(`EXPLAIN ${sql}`, parameters);
        expect(row).toMatchObject({ key: 'IDX_photos_month_day', type: 'range' });
      } else {
        const plan = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail).join('\n');
        expect(plan).toMatch(/SEARCH p USING INDEX IDX_photos_month_day \(month_day=\? AND family_id=\?\)/);
        expect(plan).not.toMatch(/SCAN p\b/);
      }
    });
  });

  it('brings a leap-day photo round on 28 February of a common year', async () => {
    const viewer = await createUser(app);
    const familyId = await createFamily(viewer);
    const leap = await uploadPhoto(viewer, familyId, { taken_date: '2020-02-29' });
    const day = (await viewer.agent.get('/api/timeline/on-this-day?date=2023-02-28').expect(200)).body;
    expect(day.memories).toEqual([{ year: 2020, years_ago: 3, photo_count: 1, photos: [expect.objectContaining({ id: leap.id, family_name: 'The Testers' })] }]);
    expect((await viewer.agent.get('/api/timeline/on-this-day?date=2024-02-28').expect(200)).body.memories).toEqual([]);
  });
});
