import { TestApp } from '../support/test-app';
import { DataSource } from 'typeorm';
import { TimelineRepository } from '@heirloom/database';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { createPerson, tagPerson } from '../support/people';
import { readEveryPage, startingAt, wholeListOf } from '../support/photo-pages';
import { insertDatedPhotoRows } from '../support/photo-rows';
import { photoRows, PhotoFields, uploadPhoto } from '../support/photos';

interface TimelinePhoto {
  id: number;
  sort_date: string;
  family: { id: number; name: string };
}

/** GET /timeline and /timeline/decades: the caller's photos across their families. */
describe('Timeline', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('GET /api/timeline', () => {
    let viewer: TestUser;
    let attic: number;
    let garden: number;
    let hidden: number;
    /** Every photo the viewer may see, with its family, in the order the timeline must give (newest first). */
    let expected: Array<{ id: number; sort_date: string; family: { id: number; name: string } }>;

    beforeAll(async () => {
      viewer = await createUser(app, { name: 'Vera Viewer' });
      const cousin = await createUser(app, { name: 'Cora Cousin' });
      attic = await createFamily(viewer, 'Attic');
      garden = await createFamily(cousin, 'Garden');
      await addMember(cousin, garden, viewer);
      hidden = await createFamily(cousin, 'Hidden');

      const add = async (user: TestUser, familyId: number, name: string, fields: PhotoFields) => {
        const photo = await uploadPhoto(user, familyId, fields);
        return { id: photo.id, sort_date: photo.sort_date, family: { id: familyId, name } };
      };
      expected = [
        await add(viewer, attic, 'Attic', { taken_date: '2001-05-05T10:00' }),
        await add(viewer, attic, 'Attic', { taken_date: '1999-01-01' }),
        await add(cousin, garden, 'Garden', { taken_date: '2010-07-04' }),
        await add(viewer, attic, 'Attic', { fuzzy_date: '1980s' }),
        await add(cousin, garden, 'Garden', { taken_date: '2001-05-05T10:00' }),
        await add(viewer, garden, 'Garden', { fuzzy_date: 'Christmas 1990' }),
        await add(viewer, attic, 'Attic', {}),
      ];
      await add(cousin, hidden, 'Hidden', { taken_date: '2005-01-01' });
      expected.sort((a, b) => b.sort_date.localeCompare(a.sort_date) || b.id - a.id);
    });

    const ids = (photos: Array<{ id: number }>) => photos.map((photo) => photo.id);

    it('answers the photos of all the caller’s families, newest first, each with its family', async () => {
      const { body } = await viewer.agent.get('/api/timeline').expect(200);
      expect(body.pagination).toEqual({ page: 1, per_page: 20, has_next: false });
      expect(body.photos.map((p: TimelinePhoto) => ({ id: p.id, sort_date: p.sort_date, family: p.family }))).toEqual(expected);
      // Two photos share 2001-05-05T10:00 in different families: the later id comes first.
      expect(body.photos[0]).toMatchObject({ uploaded_by: { id: viewer.id, name: 'Vera Viewer' }, can_edit: expect.any(Boolean), thumbnail_url: expect.any(String) });
      expect(body.photos.find((p: TimelinePhoto) => p.family.id === garden && p.sort_date.startsWith('1990'))).toMatchObject({
        fuzzy_date_text: 'Christmas 1990',
        can_edit: true,
      });
    });

    it('answers oldest first with order=asc', async () => {
      const { body } = await viewer.agent.get('/api/timeline?order=asc').expect(200);
      expect(ids(body.photos)).toEqual(ids([...expected].reverse()));
    });

    it.each(['desc', 'asc'] as const)('pages %s through every photo exactly once', async (order) => {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const { body } = await viewer.agent.get(`/api/timeline?order=${order}&per_page=2&page=${page}`).expect(200);
        expect(body.pagination).toEqual({ page, per_page: 2, has_next: page < 4 });
        seen.push(...ids(body.photos));
        if (!body.pagination.has_next) break;
      }
      expect(seen).toEqual(ids(order === 'desc' ? expected : [...expected].reverse()));
    });

    it('keeps to the families asked for', async () => {
      const onlyGarden = (await viewer.agent.get(`/api/timeline?family_ids=${garden}`).expect(200)).body.photos;
      expect(ids(onlyGarden)).toEqual(ids(expected.filter((p) => p.family.id === garden)));
      const both = (await viewer.agent.get(`/api/timeline?family_ids=${garden},${attic}`).expect(200)).body.photos;
      expect(ids(both)).toEqual(ids(expected));
      const repeated = (await viewer.agent.get(`/api/timeline?family_ids=${attic}&family_ids=${attic}`).expect(200)).body.photos;
      expect(ids(repeated)).toEqual(ids(expected.filter((p) => p.family.id === attic)));
      expect(ids((await viewer.agent.get('/api/timeline?family_ids=').expect(200)).body.photos)).toEqual(ids(expected));
    });

    it('answers 404 for a family the caller does not belong to', async () => {
      expect((await viewer.agent.get(`/api/timeline?family_ids=${hidden}`).expect(404)).body).toEqual({ error: 'Family not found' });
      expect((await viewer.agent.get(`/api/timeline?family_ids=${attic},${hidden}`).expect(404)).body).toEqual({ error: 'Family not found' });
    });

    it.each([
      ['family_ids=abc', 'family_ids must be a comma-separated list of family ids, like 1,2'],
      ['family_ids=1,,2', 'family_ids must be a comma-separated list of family ids, like 1,2'],
      ['family_ids=0', 'family_ids must be a comma-separated list of family ids, like 1,2'],
      ['family_ids=99999999999', 'family_ids must be a comma-separated list of family ids, like 1,2'],
      ['per_page=101', 'per_page must be at most 100'],
      ['page=0', 'page must be at least 1'],
      ['order=newest', 'order must be one of: asc, desc'],
    ])('refuses %s with 400', async (query, message) => {
      expect((await viewer.agent.get(`/api/timeline?${query}`).expect(400)).body).toEqual({ error: message });
    });

    it('answers an empty page to someone without a family, and 401 to an anonymous caller', async () => {
      const loner = await createUser(app);
      expect((await loner.agent.get('/api/timeline').expect(200)).body).toEqual({ photos: [], pagination: { page: 1, per_page: 20, has_next: false } });
      await app.request().get('/api/timeline').expect(401);
    });
  });

  describe('deep pages and ?from (issue 18): the whole list, sliced', () => {
    let viewer: TestUser;
    let home: number;
    let cousins: number;
    let person: number;
    const timeline = '/api/timeline';

    beforeAll(async () => {
      viewer = await createUser(app);
      const cousin = await createUser(app);
      home = await createFamily(viewer, 'Home');
      cousins = await createFamily(cousin, 'Cousins');
      await addMember(cousin, cousins, viewer);
      const strangers = await createFamily(cousin, 'Strangers');
      // Each kind of date through an upload: exact, a day, fuzzy (its range's start), none (its upload time).
      for (const [familyId, fields] of [
        [home, { taken_date: '1985-06-01T12:00' }],
        [cousins, { taken_date: '1989-12-31' }],
        [home, { fuzzy_date: '1980s' }],
        [cousins, {}],
        [home, {}],
      ] as const) {
        await uploadPhoto(viewer, familyId, fields);
      }
      // Both families share a few instants, at the edges of the days asked for below: only the id orders them.
      const instants = ['1980-01-01T00:00:00', '1985-06-01T12:00:00', '1989-12-31T23:59:59', '1990-01-01T00:00:00', '2001-05-05T10:00:00'];
      for (const familyId of [home, cousins, strangers]) await insertDatedPhotoRows(app, familyId, viewer.id, Array.from({ length: 20 }, (_, i) => instants[(i * 3) % 5]));
      person = (await createPerson(viewer, home)).id;
      for (const familyId of [home, cousins]) {
        const rows = await photoRows(app, familyId);
        if (familyId === home) for (const row of rows.filter((_, i) => i % 3 === 0)) await tagPerson(viewer, Number(row.id), person);
        // In the trash (some of them tagged): in no list.
        for (const row of rows.filter((_, i) => i % 6 === 4)) await viewer.agent.delete(`/api/photos/${row.id}`).expect(204);
      }
    });

    it.each([
      ['desc', 1],
      ['asc', 4],
      ['desc', 9],
      ['asc', 20],
      ['desc', 100],
    ] as const)('%s, %i a page: exactly the old paging’s photos of both families, the trash left out, an empty page past the end', async (order, perPage) => {
      const whole = await wholeListOf(app, [home, cousins], order);
      expect(whole).toHaveLength(45 - 7);
      expect(await readEveryPage(viewer, timeline, { order }, perPage)).toEqual(whole.map((photo) => photo.id));
    });

    it.each([
      ['desc', '1989-12-31', 3],
      ['desc', '1989-12-30', 5],
      ['asc', '1990-01-01', 2],
      ['asc', '1985-06-01', 7],
      ['desc', '1970-01-01', 3],
      ['asc', '2999-01-01', 3],
    ] as const)('%s from %s, %i a page: the whole list from that day on', async (order, from, perPage) => {
      const expected = startingAt(await wholeListOf(app, [home, cousins], order), order, from).map((photo) => photo.id);
      expect(await readEveryPage(viewer, timeline, { order, from }, perPage)).toEqual(expected);
    });

    it('places an undated photo by its upload time, as the whole list does', async () => {
      const undated = (await wholeListOf(app, [home, cousins], 'asc')).filter((photo) => photo.sort_date >= '2020');
      expect(undated.length).toBeGreaterThan(0);
      expect(await readEveryPage(viewer, timeline, { order: 'asc', from: '2020-01-01' }, 2)).toEqual(undated.map((photo) => photo.id));
    });

    it('combines with family_ids and with person_ids', async () => {
      const onlyCousins = startingAt(await wholeListOf(app, [cousins], 'desc'), 'desc', '1989-12-31');
      expect(await readEveryPage(viewer, timeline, { family_ids: cousins, from: '1989-12-31' }, 4)).toEqual(onlyCousins.map((photo) => photo.id));
      const tagged = new Set(await readEveryPage(viewer, timeline, { person_ids: person }, 100));
      const withPerson = startingAt(await wholeListOf(app, [home], 'asc'), 'asc', '1985-06-01').filter((photo) => tagged.has(photo.id));
      expect(withPerson.length).toBeGreaterThan(2);
      expect(await readEveryPage(viewer, timeline, { person_ids: person, order: 'asc', from: '1985-06-01' }, 2)).toEqual(withPerson.map((photo) => photo.id));
    });

    it.each(['1989-13-01', '2023-02-29', 'yesterday', '19891231', '1989-12-31T10:00'])('refuses from=%s with 400', async (from) => {
      expect((await viewer.agent.get(timeline).query({ from }).expect(400)).body).toEqual({ error: 'from must be a real date written like 2024-05-17' });
    });

    it.each([
      ['desc', '1989-12-31'],
      ['asc', '1980-01-01'],
    ] as const)('reads each family’s range from the day on (%s from %s) from the index alone', async (order, from) => {
      const { sql, parameters } = app.app.get(TimelineRepository).pageIdsQuery([home, cousins], order, 40, 21, from);
      const dataSource = app.app.get(DataSource);
      if (app.mode === 'scaled') {
        const plan: Array<{ table: string; type: string; key: string | null; Extra: string }> = await dataSource.query(`EXPLAIN ${sql}`, parameters);
        const ranges = plan.filter((step) => step.table === 'photos');
        expect(ranges).toEqual([expect.objectContaining({ type: 'range', key: 'IDX_photos_family_sort' }), expect.objectContaining({ type: 'range', key: 'IDX_photos_family_sort' })]);
        for (const range of ranges) {
          expect(range.Extra).toMatch(/Using index/);
          expect(range.Extra).not.toMatch(/filesort|temporary/i);
        }
      } else {
        const plan: string[] = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail);
        const range = `SEARCH photos USING COVERING INDEX IDX_photos_family_sort (family_id=? AND sort_date${order === 'desc' ? '<' : '>'}?)`;
        expect(plan.filter((step) => step.startsWith('SEARCH'))).toEqual([range, range]);
      }
    });
  });

  describe('GET /api/timeline/decades', () => {
    it('counts each photo in the decade where its date starts, fuzzy ones included', async () => {
      const viewer = await createUser(app);
      const home = await createFamily(viewer, 'Home');
      const away = await createFamily(viewer, 'Away');
      const strangers = await createFamily(await createUser(app), 'Strangers');
      for (const fields of [
        { taken_date: '1985-06-01' },
        { fuzzy_date: '1980s' },
        { fuzzy_date: 'late 80s' },
        // Starts in 1989, so it counts in the 1980s.
        { fuzzy_date: 'circa 1990' },
        { fuzzy_date: 'Christmas 1990' },
        { taken_date: '2001-01-01T08:00' },
        // No date: placed by its upload date.
        {},
      ]) {
        await uploadPhoto(viewer, home, fields);
      }
      await uploadPhoto(viewer, away, { fuzzy_date: 'summer 1975' });
      const uploadDecade = Math.floor(new Date().getUTCFullYear() / 10) * 10;

      expect((await viewer.agent.get('/api/timeline/decades').expect(200)).body).toEqual({
        decades: [
          { decade: 1970, count: 1 },
          { decade: 1980, count: 4 },
          { decade: 1990, count: 1 },
          { decade: 2000, count: 1 },
          { decade: uploadDecade, count: 1 },
        ],
      });
      expect((await viewer.agent.get(`/api/timeline/decades?family_ids=${away}`).expect(200)).body).toEqual({ decades: [{ decade: 1970, count: 1 }] });
      expect((await viewer.agent.get(`/api/timeline/decades?family_ids=${strangers}`).expect(404)).body).toEqual({ error: 'Family not found' });
    });

    it('leaves out other families’ photos, and answers an empty list without photos', async () => {
      const viewer = await createUser(app);
      await createFamily(viewer, 'Empty');
      const other = await createUser(app);
      await uploadPhoto(other, await createFamily(other, 'Theirs'), { taken_date: '1960-01-01' });
      expect((await viewer.agent.get('/api/timeline/decades').expect(200)).body).toEqual({ decades: [] });
      await app.request().get('/api/timeline/decades').expect(401);
    });
  });
});
