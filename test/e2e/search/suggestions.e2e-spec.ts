import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';

/** GET /search/suggestions: places and descriptions of the caller's families as the search box is typed. */
describe('Search suggestions', () => {
  let app: TestApp;
  let viewer: TestUser;
  let stranger: TestUser;
  let home: number;

  beforeAll(async () => {
    app = await TestApp.start();
    viewer = await createUser(app);
    stranger = await createUser(app);
    home = await createFamily(viewer, 'Home');
    const theirs = await createFamily(stranger, 'Theirs');
    for (const fields of [
      { location: 'Berlin' },
      { location: 'Berlin' },
      { location: 'Berlin', description: 'Brandenburg Gate' },
      { location: 'berlin' },
      { location: 'Bern' },
      { location: 'Old Berlin Road' },
      { description: 'Berries from the garden' },
      { description: 'Bern' },
      { description: 'Picking berries' },
      { location: 'Paris' },
    ]) {
      await uploadPhoto(viewer, home, fields);
    }
    // What the geocode job writes for a photo's GPS position.
    const geocoded = await uploadPhoto(viewer, home, {});
    await app.app.get(DataSource).query('UPDATE photos SET display_location = ? WHERE id = ?', ['Bergen, Vestland, Norway', geocoded.id]);
    await uploadPhoto(stranger, theirs, { location: 'Bermuda', description: 'Berets for sale' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const suggest = async (user: TestUser, q: string) =>
    (await user.agent.get(`/api/search/suggestions?q=${encodeURIComponent(q)}`).expect(200)).body.suggestions;

  it('suggests places, then descriptions, that start with the text first, each text once', async () => {
    expect(await suggest(viewer, 'ber')).toEqual([
      { text: 'Berlin', type: 'location' },
      // Bern is a place and a description: one suggestion, used twice.
      { text: 'Bern', type: 'location' },
      { text: 'Bergen, Vestland, Norway', type: 'location' },
      { text: 'Berries from the garden', type: 'photo' },
      { text: 'Old Berlin Road', type: 'location' },
      { text: 'Picking berries', type: 'photo' },
    ]);
  });

  it('narrows with more words, the last read as a prefix', async () => {
    expect(await suggest(viewer, 'old berl')).toEqual([{ text: 'Old Berlin Road', type: 'location' }]);
    expect(await suggest(viewer, 'brandenburg')).toEqual([{ text: 'Brandenburg Gate', type: 'photo' }]);
    expect(await suggest(viewer, 'zz')).toEqual([]);
  });

  it('ignores quotes and operators in what is typed', async () => {
    expect(await suggest(viewer, '"Par*')).toEqual([{ text: 'Paris', type: 'location' }]);
    expect(await suggest(viewer, 'NEAR(')).toEqual([]);
  });

  it('never suggests another family’s places or descriptions', async () => {
    const texts = (await suggest(viewer, 'ber')).map((s: { text: string }) => s.text);
    expect(texts).not.toContain('Bermuda');
    expect(texts).not.toContain('Berets for sale');
    expect(await suggest(stranger, 'ber')).toEqual([
      { text: 'Bermuda', type: 'location' },
      { text: 'Berets for sale', type: 'photo' },
    ]);
  });

  it('answers at most ten', async () => {
    const familyId = await createFamily(viewer, 'Hills');
    for (let i = 1; i <= 12; i++) await uploadPhoto(viewer, familyId, { location: `Kestrel Hill ${i}` });
    const suggestions = await suggest(viewer, 'kestrel');
    expect(suggestions).toHaveLength(10);
    expect(suggestions.every((s: { type: string }) => s.type === 'location')).toBe(true);
  });

  it.each([
    ['', 'q is required'],
    ['?q=b', 'q must be at least 2 characters long'],
  ])('refuses %j with 400', async (query, message) => {
    expect((await viewer.agent.get(`/api/search/suggestions${query}`).expect(400)).body).toEqual({ error: message });
  });

  it('answers nothing to someone without a family, and 401 to an anonymous caller', async () => {
    expect(await suggest(await createUser(app), 'ber')).toEqual([]);
    await app.request().get('/api/search/suggestions?q=ber').expect(401);
  });
});
