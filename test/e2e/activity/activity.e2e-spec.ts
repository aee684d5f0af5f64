import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { imageUrl, postPhotos, uniqueJpeg, uploadPhoto } from '../support/photos';
import { createComment, createStory, familyWithPhoto } from '../support/stories';
import { TestApp } from '../support/test-app';
import { DataSource } from 'typeorm';

interface Item {
  id: number;
  type: string;
  actor: { id: number; name: string };
  family: { id: number; name: string };
  created_at: string;
  count: number;
  photo_ids: number[];
  thumbnail_urls: string[];
  text: string | null;
}

/** The activity feed (issue 16): per family and across families, grouped uploads, cursor paging, only what one may see. */
describe('Activity feed', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const feed = async (user: TestUser, path = '/api/activity', query: Record<string, string | number> = {}): Promise<{ activity: Item[]; next_before: string | null }> =>
    (await user.agent.get(path).query(query).expect(200)).body;
  const summary = (items: Item[]) => items.map((i) => [i.type, i.actor.name, i.count]);

  it('tells what happened in a family, newest first: members joining, photos added (grouped), stories and comments with an excerpt', async () => {
    const { admin, member, familyId, photoId } = await familyWithPhoto(app, 'Beach');
    const more = await postPhotos(member, familyId, await Promise.all(Array.from({ length: 8 }, () => uniqueJpeg()))).expect(200);
    const uploaded = [photoId, ...more.body.results.map((r: { photo: { id: number } }) => r.photo.id)];
    const long = `${'Grandma remembered the whole day. '.repeat(6)}The end`;
    await createStory(admin, photoId, { content: long });
    await createComment(member, photoId, 'Lovely\n  day');

    const { activity, next_before } = await feed(admin, `/api/families/${familyId}/activity`);
    expect(next_before).toBeNull();
    expect(summary(activity)).toEqual([
      ['comment_added', 'Max Member', 1],
      ['story_added', 'Ada Admin', 1],
      ['photos_added', 'Max Member', 9],
      ['member_joined', 'Max Member', 1],
    ]);
    const [comment, story, photos] = activity;
    expect(comment).toEqual({
      id: expect.any(Number),
      type: 'comment_added',
      actor: { id: member.id, name: 'Max Member' },
      family: { id: familyId, name: 'The Testers' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      count: 1,
      photo_ids: [photoId],
      thumbnail_urls: [imageUrl(`/api/photos/${photoId}/thumbnail`)],
      text: 'Lovely day',
    });
    expect(story.text).toMatch(/^Grandma remembered the whole day\. .*…$/);
    expect([...story.text!].length).toBeLessThanOrEqual(141);
    // Six thumbnails at most, the newest first.
    expect(photos.photo_ids).toEqual([...uploaded].sort((a, b) => b - a).slice(0, 6));
    expect(photos.thumbnail_urls).toEqual(photos.photo_ids.map((id) => imageUrl(`/api/photos/${id}/thumbnail`)));
  });

  it('starts a new photos_added item when another person uploads in between, or an hour after the group began', async () => {
    const { admin, member, familyId } = await familyWithPhoto(app, 'Lake');
    await uploadPhoto(admin, familyId);
    await uploadPhoto(member, familyId);
    await uploadPhoto(member, familyId);
    // The group of those two began an hour ago: Max's next upload starts a new item.
    const dataSource = app.app.get(DataSource);
    const [{ id }] = await dataSource.query(`SELECT MAX(id) AS id FROM activity WHERE family_id = ? AND type = 'photos_added'`, [familyId]);
    const anHourAgo = new Date(Date.now() - 3_601_000);
    await dataSource.query('UPDATE activity SET created_at = ? WHERE id = ?', [app.mode === 'scaled' ? anHourAgo : anHourAgo.toISOString().replace('T', ' ').replace('Z', ''), id]);
    await uploadPhoto(member, familyId);
    expect(summary((await feed(admin, `/api/families/${familyId}/activity`)).activity).filter(([type]) => type === 'photos_added')).toEqual([
      ['photos_added', 'Max Member', 1],
      ['photos_added', 'Ada Admin', 1],
      ['photos_added', 'Max Member', 1],
      ['photos_added', 'Max Member', 2],
    ]);
  });

  it('answers each reader their own families only, across them in /activity', async () => {
    const { admin, member, outsider, familyId } = await familyWithPhoto(app, 'Garden');
    const ottoFamily = await createFamily(outsider, 'Otto’s');
    await uploadPhoto(outsider, ottoFamily);
    const across = (await feed(outsider)).activity;
    expect(across.every((item) => item.family.id === ottoFamily)).toBe(true);
    expect(summary(across)).toEqual([['photos_added', 'Otto Outsider', 1]]);
    expect((await outsider.agent.get(`/api/families/${familyId}/activity`).expect(404)).body).toEqual({ error: 'Family not found' });

    await addMember(outsider, ottoFamily, member);
    const maxes = (await feed(member)).activity;
    expect(new Set(maxes.map((item) => item.family.id))).toEqual(new Set([familyId, ottoFamily]));
    expect((await feed(admin)).activity.some((item) => item.family.id === ottoFamily)).toBe(false);
    await app.request().get('/api/activity').expect(401);
  });

  it('leaves out a deleted photo, its stories and comments, and a group with no photo left', async () => {
    const { admin, member, familyId } = await familyWithPhoto(app, 'Barn');
    const photo = await uploadPhoto(admin, familyId);
    await createStory(member, photo.id, { content: 'Gone soon' });
    await createComment(member, photo.id, 'Gone too');
    expect(summary((await feed(member, `/api/families/${familyId}/activity`)).activity).slice(0, 3)).toEqual([
      ['comment_added', 'Max Member', 1],
      ['story_added', 'Max Member', 1],
      ['photos_added', 'Ada Admin', 1],
    ]);
    await admin.agent.delete(`/api/photos/${photo.id}`).expect(204);
    expect(summary((await feed(member, `/api/families/${familyId}/activity`)).activity)).toEqual([
      ['photos_added', 'Max Member', 1],
      ['member_joined', 'Max Member', 1],
    ]);
  });

  it('counts only the photos of a group still there', async () => {
    const { admin, member, familyId, photoId } = await familyWithPhoto(app, 'Orchard');
    const second = await uploadPhoto(member, familyId);
    await member.agent.delete(`/api/photos/${photoId}`).expect(204);
    const photos = (await feed(admin, `/api/families/${familyId}/activity`)).activity.find((item) => item.type === 'photos_added')!;
    expect(photos).toMatchObject({ count: 1, photo_ids: [second.id] });
  });

  it('pages with a cursor, visiting every item exactly once', async () => {
    const { admin, member, familyId, photoId } = await familyWithPhoto(app, 'Hill');
    for (let i = 0; i < 9; i++) await createComment(i % 2 ? admin : member, photoId, `Comment ${i}`);
    const all = (await feed(admin, `/api/families/${familyId}/activity`, { limit: 50 })).activity.map((item) => item.id);
    expect(all).toHaveLength(11);
    const seen: number[] = [];
    for (let before: string | null = null; ; ) {
      const page: { activity: Item[]; next_before: string | null } = await feed(admin, `/api/families/${familyId}/activity`, { limit: 4, ...(before ? { before } : {}) });
      seen.push(...page.activity.map((item) => item.id));
      if (!page.next_before) break;
      before = page.next_before;
    }
    expect(seen).toEqual(all);
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=51', 'limit must be at most 50'],
    ['before=12', 'before must be the next_before of the previous page'],
  ])('refuses %s with 400', async (query, message) => {
    const user = await createUser(app);
    expect((await user.agent.get(`/api/activity?${query}`).expect(400)).body).toEqual({ error: message });
  });
});
