import { DataSource } from 'typeorm';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { createPerson } from '../support/people';
import { uploadPhoto } from '../support/photos';
import { createComment, createStory } from '../support/stories';
import { eventually } from '../support/eventually';
import { TestApp } from '../support/test-app';

/**
 * Kept search answers (SearchCache) against every kind of change: each search below is asked twice before the
 * change, so the second answer comes from the cache, and the one after the change must see it at once.
 */
describe('Search: kept answers follow every change at once', () => {
  let app: TestApp;
  let admin: TestUser;
  let viewer: TestUser;
  let cousin: TestUser;
  let home: number;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await createUser(app, { name: 'Ada Admin' }); // the first account: platform admin
    viewer = await createUser(app, { name: 'Vera Viewer' });
    cousin = await createUser(app, { name: 'Cora Cousin' });
    home = await createFamily(viewer, 'Home');
    await addMember(viewer, home, cousin);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const counts = async (user: TestUser, q: string, extra = '') => (await user.agent.get(`/api/search?q=${q}${extra}`).expect(200)).body.counts;
  /** Asked twice (the second from the cache), both the same. */
  const countsTwice = async (user: TestUser, q: string) => {
    const first = await counts(user, q);
    expect(await counts(user, q)).toEqual(first);
    return first;
  };
  const none = { photos: 0, stories: 0, comments: 0, people: 0 };
  /** The whole answer, asked twice (the second kept), both the same. */
  const answerTwice = async (user: TestUser, q: string) => {
    const first = (await user.agent.get(`/api/search?q=${q}`).expect(200)).body;
    expect((await user.agent.get(`/api/search?q=${q}`).expect(200)).body).toEqual(first);
    return first;
  };

  it('photo, story and comment written, edited and deleted through the API', async () => {
    expect(await countsTwice(viewer, 'zebra')).toEqual(none);
    const photo = await uploadPhoto(viewer, home, { description: 'Zebra crossing' });
    expect(await countsTwice(viewer, 'zebra')).toEqual({ ...none, photos: 1 });
    await viewer.agent.put(`/api/photos/${photo.id}`).send({ description: 'Horse crossing' }).expect(200);
    expect(await countsTwice(viewer, 'zebra')).toEqual(none);

    const story = await createStory(cousin, photo.id, { content: 'The zebra at the zoo' });
    expect(await countsTwice(viewer, 'zebra')).toEqual({ ...none, stories: 1 });
    await cousin.agent.put(`/api/stories/${story.id}`).send({ content: 'The lion at the zoo' }).expect(200);
    expect(await countsTwice(viewer, 'zebra')).toEqual(none);

    const comment = await createComment(cousin, photo.id, 'Zebras everywhere');
    expect(await countsTwice(viewer, 'zebra')).toEqual({ ...none, comments: 1 });
    await cousin.agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await countsTwice(viewer, 'zebra')).toEqual(none);

    await viewer.agent.put(`/api/photos/${photo.id}`).send({ description: 'Zebra again' }).expect(200);
    await createComment(cousin, photo.id, 'zebra zebra');
    expect(await countsTwice(viewer, 'zebra')).toEqual({ ...none, photos: 1, comments: 1 });
    await viewer.agent.delete(`/api/photos/${photo.id}`).expect(204);
    expect(await countsTwice(viewer, 'zebra')).toEqual(none);
  });

  it('a place written by the geocode job, outside any request', async () => {
    const photo = await uploadPhoto(viewer, home, {});
    expect(await countsTwice(viewer, 'timbuktu')).toEqual(none);
    await app.app.get(DataSource).query('UPDATE photos SET display_location = ? WHERE id = ?', ['Timbuktu, Tombouctou, Mali', photo.id]);
    expect(await countsTwice(viewer, 'timbuktu')).toEqual({ ...none, photos: 1 });
    const suggestions = (await viewer.agent.get('/api/search/suggestions?q=timb').expect(200)).body.suggestions;
    expect(suggestions).toEqual([{ text: 'Timbuktu, Tombouctou, Mali', type: 'location' }]);
  });

  it('an account deleted by an admin: their stories and comments leave the family members’ searches', async () => {
    const photo = await uploadPhoto(viewer, home, { description: 'Beach day' });
    await createStory(cousin, photo.id, { content: 'The quokka smiled' });
    await createComment(cousin, photo.id, 'Quokka!');
    expect(await countsTwice(viewer, 'quokka')).toEqual({ photos: 0, stories: 1, comments: 1, people: 0 });
    await admin.agent.delete(`/api/admin/users/${cousin.id}`).expect(204);
    expect(await countsTwice(viewer, 'quokka')).toEqual(none);
  });

  it('a family joined or left changes what is searched', async () => {
    const stranger = await createUser(app, { name: 'Stan Stranger' });
    const theirs = await createFamily(stranger, 'Theirs');
    await uploadPhoto(stranger, theirs, { description: 'Narwhal tusk' });
    expect(await countsTwice(viewer, 'narwhal')).toEqual(none);
    await addMember(stranger, theirs, viewer);
    expect(await countsTwice(viewer, 'narwhal')).toEqual({ ...none, photos: 1 });
  });

  it('pages cut from one kept answer are the pages the index gives', async () => {
    const photo = await uploadPhoto(viewer, home, { description: 'Wombat burrow' });
    for (let i = 0; i < 25; i++) await createComment(viewer, photo.id, `wombat number ${i}${' and another wombat'.repeat(i % 4)}`);
    const page = async (offset: number) => (await viewer.agent.get(`/api/search?q=wombat&limit=10&offset=${offset}`).expect(200)).body;
    const pages = [await page(0), await page(10), await page(20)];
    const ids = pages.flatMap((body) => body.results.comments.map((hit: { id: number }) => hit.id));
    expect(pages.map((body) => body.counts.comments)).toEqual([25, 25, 25]);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    // The same pages again (kept) in the same order.
    const again = [await page(0), await page(10), await page(20)].flatMap((body) => body.results.comments.map((hit: { id: number }) => hit.id));
    expect(again).toEqual(ids);
  });
  describe('a whole kept answer shows what its hits are now', () => {
    it('the author of a story and of a comment renamed (neither uploaded a photo of the family)', async () => {
      const author = await createUser(app, { name: 'Otto Original' });
      const membership = await addMember(viewer, home, author);
      const photo = await uploadPhoto(viewer, home, { description: 'Picnic' });
      await createStory(author, photo.id, { content: 'The okapi picnic' });
      await createComment(author, photo.id, 'Okapi sandwiches');
      const before = await answerTwice(viewer, 'okapi');
      expect([before.results.stories[0].author.name, before.results.comments[0].author.name]).toEqual(['Otto Original', 'Otto Original']);
      await author.agent.put('/api/me').send({ name: 'Otto Renamed' }).expect(200);
      const after = await answerTwice(viewer, 'okapi');
      expect([after.results.stories[0].author.name, after.results.comments[0].author.name]).toEqual(['Otto Renamed', 'Otto Renamed']);
      // Having left the family, their words stay in it, and so does their name on them, renamed again.
      await viewer.agent.delete(`/api/families/${home}/members/${membership}`).expect(204);
      await author.agent.put('/api/me').send({ name: 'Otto Gone' }).expect(200);
      expect((await answerTwice(viewer, 'okapi')).results.stories[0].author.name).toBe('Otto Gone');
    });

    it('a person added is found at once', async () => {
      expect((await answerTwice(viewer, 'ignatius')).counts).toEqual(none);
      await createPerson(viewer, home, { name: 'Ignatius Ironside' });
      expect((await answerTwice(viewer, 'ignatius')).counts).toEqual({ ...none, people: 1 });
    });

    it('a member who uploaded leaves: their photos are no longer found by their name', async () => {
      const uploader = await createUser(app, { name: 'Ulrich Uploadsalot' });
      const membership = await addMember(viewer, home, uploader);
      await uploadPhoto(uploader, home, { description: 'Garden' });
      expect((await answerTwice(viewer, 'uploadsalot')).counts.photos).toBe(1);
      await viewer.agent.delete(`/api/families/${home}/members/${membership}`).expect(204);
      expect((await answerTwice(viewer, 'uploadsalot')).counts.photos).toBe(0);
    });

    it('a thumbnail made again, and the family renamed', async () => {
      const photo = await uploadPhoto(viewer, home, { description: 'Kookaburra' });
      const before = (await answerTwice(viewer, 'kookaburra')).results.photos[0];
      expect(before.family.name).toBe('Home');
      // Embedded, the jobs run in the API process (scaled, no worker runs here): the upload's own derivatives first,
      // which written after the change below would undo it.
      if (app.mode === 'embedded') {
        const rowOf = async () => (await app.app.get(DataSource).query('SELECT thumbnail_status FROM photos WHERE id = ?', [photo.id]))[0];
        await eventually(rowOf, (row) => row.thumbnail_status === 'ready', 15_000, "The upload's thumbnail");
      }
      // As the worker writes a new set of derivatives.
      await app.app.get(DataSource).query('UPDATE photos SET derivatives_version = ? WHERE id = ?', ['newset01', photo.id]);
      expect((await answerTwice(viewer, 'kookaburra')).results.photos[0].thumbnail_url).toMatch(/[?&]v=newset01$/);
      await viewer.agent.put(`/api/families/${home}`).send({ name: 'Home Renamed' }).expect(200);
      expect((await answerTwice(viewer, 'kookaburra')).results.photos[0].family.name).toBe('Home Renamed');
    });
  });
});
