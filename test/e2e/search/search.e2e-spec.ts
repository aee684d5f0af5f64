import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { imageUrl, PhotoFields, uploadPhoto } from '../support/photos';
import { createComment, createStory } from '../support/stories';

interface Hit {
  id: number;
}

/** GET /search: full-text search over photo texts, stories and comments, within the caller's families only. */
describe('Search', () => {
  let app: TestApp;
  let viewer: TestUser;
  let cousin: TestUser;
  let stranger: TestUser;
  let home: number;
  let cabin: number;
  let theirs: number;

  beforeAll(async () => {
    app = await TestApp.start();
    viewer = await createUser(app, { name: 'Vera Viewer' });
    cousin = await createUser(app, { name: 'Cora Cousin' });
    stranger = await createUser(app, { name: 'Stan Stranger' });
    home = await createFamily(viewer, 'Home');
    cabin = await createFamily(cousin, 'Cabin');
    await addMember(cousin, cabin, viewer);
    theirs = await createFamily(stranger, 'Theirs');
  });

  afterAll(async () => {
    await app?.stop();
  });

  const search = async (user: TestUser, q: string, extra = '') =>
    (await user.agent.get(`/api/search?q=${encodeURIComponent(q)}${extra}`).expect(200)).body;
  const ids = (hits: Hit[]) => hits.map((hit) => hit.id);
  const photo = (user: TestUser, familyId: number, fields: PhotoFields) => uploadPhoto(user, familyId, fields);
  /** What the geocode job does: write the place it found for the photo's GPS position. */
  const geocode = (photoId: number, place: string) => app.app.get(DataSource).query('UPDATE photos SET display_location = ? WHERE id = ?', [place, photoId]);

  describe('what it finds', () => {
    it('finds photos by description, location, geocoded place and fuzzy date, with the result shapes', async () => {
      const byDescription = await photo(viewer, home, { description: 'Grandma feeding the pelicans', taken_date: '1998-07-01T12:00' });
      const byLocation = await photo(cousin, cabin, { location: 'Pelican Bay' });
      const byPlace = await photo(viewer, home, {});
      await geocode(byPlace.id, 'Pelican Point, Oregon, United States');
      const byFuzzy = await photo(viewer, home, { fuzzy_date: 'summer 1985', description: 'Pier' });

      const body = await search(viewer, 'pelican');
      expect(body.counts).toEqual({ photos: 3, stories: 0, comments: 0, people: 0 });
      expect(body.total).toBe(3);
      expect(ids(body.results.photos).sort()).toEqual([byDescription.id, byLocation.id, byPlace.id].sort());
      expect(body.results.photos.find((hit: Hit) => hit.id === byDescription.id)).toEqual({
        id: byDescription.id,
        description: 'Grandma feeding the pelicans',
        location: null,
        display_location: null,
        taken_date: '1998-07-01T12:00:00',
        fuzzy_date_text: null,
        taken_date_precision: 'day',
        date_range_start: null,
        date_range_end: null,
        date_certainty: 'exact',
        uploaded_by: { id: viewer.id, name: 'Vera Viewer' },
        thumbnail_url: imageUrl(`/api/photos/${byDescription.id}/thumbnail`),
        preview_url: imageUrl(`/api/photos/${byDescription.id}/preview`),
        family: { id: home, name: 'Home' },
        matched: { field: 'description', excerpt: 'Grandma feeding the pelicans' },
      });
      expect(body.results.photos.find((hit: Hit) => hit.id === byLocation.id).matched).toEqual({ field: 'place', excerpt: 'Pelican Bay' });
      expect(body.results.photos.find((hit: Hit) => hit.id === byPlace.id).matched).toEqual({ field: 'place', excerpt: 'Pelican Point, Oregon, United States' });
      expect(body.results.photos.find((hit: Hit) => hit.id === byLocation.id).family).toEqual({ id: cabin, name: 'Cabin' });
      const fuzzy = (await search(viewer, 'summer 1985')).results.photos;
      expect(fuzzy).toEqual([
        expect.objectContaining({
          id: byFuzzy.id,
          fuzzy_date_text: 'summer 1985',
          date_range_start: '1985-06-01',
          date_range_end: '1985-08-31',
          matched: { field: 'date', excerpt: 'summer 1985' },
        }),
      ]);
    });

    it('finds photos by their uploader’s name (of a member, read afresh), and tells why each was found', async () => {
      const uploader = await createUser(app, { name: 'Ximena Quillfeather' });
      const family = await createFamily(uploader, 'Quills');
      await addMember(uploader, family, viewer);
      const hers = await photo(uploader, family, { description: 'Lake at dawn' });
      const about = await photo(viewer, family, { description: 'Letter from quillfeather cousins' });
      const found = (await search(viewer, 'quillfeather')).results.photos;
      expect(ids(found).sort()).toEqual([hers.id, about.id].sort());
      expect(found.find((hit: Hit) => hit.id === hers.id)).toMatchObject({ uploaded_by: { name: 'Ximena Quillfeather' }, matched: { field: 'uploader', excerpt: 'Ximena Quillfeather' } });
      // Its own words come before its uploader's name.
      expect(found.find((hit: Hit) => hit.id === about.id).matched).toEqual({ field: 'description', excerpt: 'Letter from quillfeather cousins' });
      expect(ids((await search(viewer, 'ximena quill')).results.photos)).toEqual([hers.id]);
      expect(ids((await search(viewer, 'QUILLFÉATHER')).results.photos).sort()).toEqual([hers.id, about.id].sort());
      // Outside the family the name finds nothing of it.
      expect((await search(stranger, 'ximena')).results.photos).toEqual([]);
      // Renamed, the account is found by its new name at once (nothing kept of the old answer).
      await uploader.agent.put('/api/me').send({ name: 'Ximena Rainwater' }).expect(200);
      expect(ids((await search(viewer, 'rainwater')).results.photos)).toEqual([hers.id]);
      expect(ids((await search(viewer, 'quillfeather')).results.photos)).toEqual([about.id]);
    });

    it('cuts a long matched text around the first word found', async () => {
      const long = `${'Once upon a time there was a long summer by the sea and '.repeat(4)}then the zeppelin flew over the village, ${'and everyone ran out to see it and waved. '.repeat(4)}`;
      const found = await photo(viewer, home, { description: long });
      const [hit] = (await search(viewer, 'zeppelin')).results.photos;
      expect(hit.id).toBe(found.id);
      expect(hit.matched.field).toBe('description');
      expect(hit.matched.excerpt).toMatch(/^….*zeppelin.*…$/);
      expect([...hit.matched.excerpt].length).toBeLessThanOrEqual(162);
    });

    it('finds stories and comments, with their author, photo and family', async () => {
      const barn = await photo(cousin, cabin, { description: 'The red barn' });
      const story = await createStory(cousin, barn.id, { content: 'Uncle Theodore raised the barn with his neighbours in 1952.' });
      const comment = await createComment(viewer, barn.id, 'Theodore always whistled while he worked');

      const body = await search(viewer, 'theodore');
      expect(body).toEqual({
        total: 2,
        counts: { photos: 0, stories: 1, comments: 1, people: 0 },
        capped: { photos: false, stories: false, comments: false },
        results: {
          people: [],
          photos: [],
          stories: [
            {
              id: story.id,
              content: story.content,
              created_at: story.created_at,
              author: { id: cousin.id, name: 'Cora Cousin' },
              photo: { id: barn.id, description: 'The red barn' },
              family: { id: cabin, name: 'Cabin' },
            },
          ],
          comments: [
            {
              id: comment.id,
              content: comment.content,
              created_at: comment.created_at,
              author: { id: viewer.id, name: 'Vera Viewer' },
              photo: { id: barn.id },
              family: { id: cabin, name: 'Cabin' },
            },
          ],
        },
      });
    });

    it('orders by relevance: the photo that is most about the word comes first', async () => {
      const passing = await photo(viewer, home, { description: 'Boats in the harbour at dusk, and a lighthouse far away' });
      const about = await photo(viewer, home, { description: 'Lighthouse, lighthouse, lighthouse: the lighthouse' });
      expect(ids((await search(viewer, 'lighthouse')).results.photos)).toEqual([about.id, passing.id]);
    });

    it('ranks across families by the words alone, whatever the size of each family', async () => {
      // A family with one comment against one with many: a per-family scope inside the index must not favour either.
      const attic = await createFamily(viewer, 'Attic');
      const busy = await photo(viewer, home, {});
      for (let i = 0; i < 40; i += 1) await createComment(viewer, busy.id, `Note ${i}`);
      const more = await createComment(viewer, busy.id, 'A kingfisher, then another kingfisher on the fence');
      const less = await createComment(viewer, (await photo(viewer, attic, {})).id, 'A kingfisher sat on the old fence');
      expect(ids((await search(viewer, 'kingfisher')).results.comments)).toEqual([more.id, less.id]);
    });

    it('needs every word, and reads the last one as a prefix while it is being typed', async () => {
      const snow = await photo(viewer, home, { description: 'Snowman in the front garden' });
      await photo(viewer, home, { description: 'Snowball fight' });
      expect(ids((await search(viewer, 'snowm')).results.photos)).toEqual([snow.id]);
      expect(ids((await search(viewer, 'front gard')).results.photos)).toEqual([snow.id]);
      expect(ids((await search(viewer, 'gard front')).results.photos)).toEqual([]);
      expect((await search(viewer, 'snowman winter')).total).toBe(0);
    });

    it('finds two-letter words and prefixes, and words a full-text index leaves out', async () => {
      const ny = await photo(viewer, home, { location: 'NY', description: 'Times Square' });
      const nyack = await photo(viewer, home, { location: 'Nyack' });
      const lake = await photo(viewer, home, { description: 'At the lake with Al' });
      expect(ids((await search(viewer, 'ny')).results.photos).sort()).toEqual([ny.id, nyack.id].sort());
      expect(ids((await search(viewer, 'NY times')).results.photos)).toEqual([ny.id]);
      expect(ids((await search(viewer, 'at the lake')).results.photos)).toEqual([lake.id]);
      expect(ids((await search(viewer, 'al')).results.photos)).toContain(lake.id);
    });

    it('ignores case and accents', async () => {
      const zurich = await photo(viewer, home, { location: 'Zürich' });
      expect(ids((await search(viewer, 'ZURICH')).results.photos)).toEqual([zurich.id]);
      expect(ids((await search(viewer, 'zür')).results.photos)).toEqual([zurich.id]);
    });
  });

  describe('whose results', () => {
    it('never shows another family’s photos, stories or comments, and counts only the caller’s', async () => {
      const mine = await photo(viewer, home, { description: 'Okapi at the zoo' });
      const mineStory = await createStory(viewer, mine.id, { content: 'The okapi stared back' });
      const other = await photo(stranger, theirs, { description: 'Okapi in the wild' });
      await createStory(stranger, other.id, { content: 'An okapi, finally' });
      await createComment(stranger, other.id, 'Okapi!');

      expect(await search(viewer, 'okapi')).toMatchObject({
        total: 2,
        counts: { photos: 1, stories: 1, comments: 0, people: 0 },
        capped: { photos: false, stories: false, comments: false },
        results: { photos: [{ id: mine.id }], stories: [{ id: mineStory.id }], comments: [], people: [] },
      });
      expect(await search(stranger, 'okapi')).toMatchObject({ total: 3, results: { photos: [{ id: other.id }] } });
    });

    it('answers nothing to someone without a family, and 401 to an anonymous caller', async () => {
      const loner = await createUser(app);
      expect(await search(loner, 'okapi')).toEqual({
        total: 0,
        counts: { photos: 0, stories: 0, comments: 0, people: 0 },
        capped: { photos: false, stories: false, comments: false },
        results: { photos: [], stories: [], comments: [], people: [] },
      });
      await app.request().get('/api/search?q=okapi').expect(401);
    });
  });

  describe('paging and validation', () => {
    it('pages each kind with limit and offset, and counts every match', async () => {
      const familyId = await createFamily(viewer, 'Quokkas');
      const made: number[] = [];
      for (let i = 0; i < 5; i++) made.push((await photo(viewer, familyId, { description: `Quokka number ${i}` })).id);
      const first = await search(viewer, 'quokka', '&limit=2');
      expect(first.counts.photos).toBe(5);
      const seen = [...ids(first.results.photos), ...ids((await search(viewer, 'quokka', '&limit=2&offset=2')).results.photos)];
      seen.push(...ids((await search(viewer, 'quokka', '&limit=2&offset=4')).results.photos));
      expect(seen.sort()).toEqual([...made].sort());
      const past = await search(viewer, 'quokka', '&offset=5');
      expect(past.results.photos).toEqual([]);
      expect(past.counts.photos).toBe(5);
      // Equally relevant: newest first.
      expect(ids((await search(viewer, 'quokka')).results.photos)).toEqual([...made].reverse());
    });

    it.each([
      ['no q', '', 'q is required'],
      ['an empty q', '?q=', 'q is required'],
      ['one letter', '?q=a', 'q must be at least 2 characters long'],
      ['one letter between spaces', '?q=%20a%20', 'q must be at least 2 characters long'],
      ['a lone quote', '?q=%22', 'q must be at least 2 characters long'],
      ['a lone star', '?q=*', 'q must be at least 2 characters long'],
      ['2,001 characters', `?q=${'a'.repeat(2001)}`, 'q must be at most 2000 characters long'],
      ['limit=0', '?q=lake&limit=0', 'limit must be at least 1'],
      ['limit=101', '?q=lake&limit=101', 'limit must be at most 100'],
      ['offset=-1', '?q=lake&offset=-1', 'offset must be at least 0'],
      ['an unknown parameter', '?q=lake&sort=new', 'property sort should not exist'],
    ])('refuses %s with 400', async (_label, query, message) => {
      expect((await viewer.agent.get(`/api/search${query}`).expect(400)).body).toEqual({ error: message });
    });
  });

  describe('what people type', () => {
    let lake: number;

    beforeAll(async () => {
      lake = (await photo(viewer, home, { description: 'Quiet harbour by the lakeshore', location: 'Lake Tahoe' })).id;
    });

    it.each([
      '""',
      '"lake',
      'lake"',
      'lake*',
      '* lake',
      'AND',
      'lake AND',
      'OR lake',
      'NOT lake',
      'lake NOT',
      'NEAR(lake harbour)',
      'NEAR(',
      '^lake',
      'description:lake',
      '{description}: lake',
      '+lake -harbour',
      '-lake',
      '~lake <harbour >quiet',
      '(lake',
      'lake)',
      '@lake',
      'lake@@',
      "'; DROP TABLE photos; --",
      '_%_',
      'lake\\',
      '😀😀',
      'x'.repeat(300),
      Array.from({ length: 60 }, () => 'lake').join(' '),
    ])('answers %j without an error', async (q) => {
      const body = await search(viewer, q);
      expect(body).toEqual({
        total: expect.any(Number),
        counts: { photos: expect.any(Number), stories: expect.any(Number), comments: expect.any(Number), people: expect.any(Number) },
        capped: { photos: false, stories: false, comments: false },
        results: { photos: expect.any(Array), stories: expect.any(Array), comments: expect.any(Array), people: expect.any(Array) },
      });
    });

    it.each(['"lake', 'lake*', 'lake"', '+lake', '-lake', '(lake)', '^lake', "lake'", 'lake;--'])('reads %j as the word lake', async (q) => {
      expect(ids((await search(viewer, q)).results.photos)).toContain(lake);
    });

    it('reads operator words as plain words', async () => {
      expect(ids((await search(viewer, 'lake OR nothingmatches')).results.photos)).toEqual([]);
      expect(ids((await search(viewer, 'NEAR(lake')).results.photos)).toEqual([]);
      expect(ids((await search(viewer, '{location}: lake')).results.photos)).toEqual([]);
      expect(ids((await search(viewer, '"quiet harbour"')).results.photos)).toEqual([lake]);
    });

    it('answers nothing, not an error, for text without a word', async () => {
      expect((await search(viewer, '!?')).total).toBe(0);
    });

    it('refuses text holding a NUL character, as every text field does', async () => {
      const { body } = await viewer.agent.get(`/api/search?q=${encodeURIComponent('lake\u0000tahoe')}`).expect(400);
      expect(body).toEqual({ error: 'q must not contain NUL characters' });
    });
  });

  describe('an index in step with the data', () => {
    it('follows a photo’s edits and its deletion, with its stories and comments', async () => {
      const familyId = await createFamily(viewer, 'Walruses');
      const edited = await photo(viewer, familyId, { description: 'A walrus on the ice', location: 'Svalbard' });
      const story = await createStory(viewer, edited.id, { content: 'The walrus yawned' });
      await createComment(viewer, edited.id, 'Walrus moustache');
      expect((await search(viewer, 'walrus')).counts).toEqual({ photos: 1, stories: 1, comments: 1, people: 0 });

      await viewer.agent.put(`/api/photos/${edited.id}`).send({ description: 'A seal on the ice', location: '' }).expect(200);
      expect((await search(viewer, 'walrus')).counts).toEqual({ photos: 0, stories: 1, comments: 1, people: 0 });
      expect(ids((await search(viewer, 'seal')).results.photos)).toEqual([edited.id]);
      expect((await search(viewer, 'svalbard')).total).toBe(0);

      await viewer.agent.put(`/api/photos/${edited.id}`).send({ fuzzy_date: 'winter 1979' }).expect(200);
      expect(ids((await search(viewer, 'winter 1979')).results.photos)).toEqual([edited.id]);

      await geocode(edited.id, 'Longyearbyen, Svalbard, Norway');
      expect(ids((await search(viewer, 'longyearbyen')).results.photos)).toEqual([edited.id]);

      await viewer.agent.put(`/api/stories/${story.id}`).send({ content: 'The seal yawned' }).expect(200);
      expect((await search(viewer, 'walrus')).counts).toEqual({ photos: 0, stories: 0, comments: 1, people: 0 });

      await viewer.agent.delete(`/api/photos/${edited.id}`).expect(204);
      for (const q of ['walrus', 'seal', 'longyearbyen', 'winter 1979']) expect((await search(viewer, q)).total).toBe(0);
    });

    it('forgets a deleted story and comment', async () => {
      const host = await photo(viewer, home, { description: 'Picnic' });
      const story = await createStory(viewer, host.id, { content: 'Marmalade sandwiches everywhere' });
      const comment = await createComment(viewer, host.id, 'Marmalade on the blanket');
      expect((await search(viewer, 'marmalade')).total).toBe(2);
      await viewer.agent.delete(`/api/stories/${story.id}`).expect(204);
      await viewer.agent.delete(`/api/comments/${comment.id}`).expect(204);
      expect((await search(viewer, 'marmalade')).total).toBe(0);
    });

    it('forgets a family’s content when the family is deleted, even if its ids are used again', async () => {
      const familyId = await createFamily(viewer, 'Short-lived');
      const gone = await photo(viewer, familyId, { description: 'Narwhal tusk' });
      await createComment(viewer, gone.id, 'Narwhal!');
      await viewer.agent.delete(`/api/families/${familyId}`).expect(204);
      expect((await search(viewer, 'narwhal')).total).toBe(0);
      // A new photo may take the deleted one's id (SQLite reuses the highest rowid): only its own words find it.
      const next = await photo(viewer, home, { description: 'Puffin' });
      expect((await search(viewer, 'narwhal')).total).toBe(0);
      expect(ids((await search(viewer, 'puffin')).results.photos)).toEqual([next.id]);
    });
  });
});
