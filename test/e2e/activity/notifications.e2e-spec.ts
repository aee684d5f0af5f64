import { dialectOf, instantParam, UNREAD_COUNT_CAP } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { postPhotos, uniqueJpeg, uploadPhoto } from '../support/photos';
import { createComment, createStory, familyWithPhoto } from '../support/stories';
import { TestApp } from '../support/test-app';

interface Notice {
  id: number;
  type: string;
  actor: { id: number; name: string };
  family: { id: number; name: string };
  photo_id: number | null;
  text: string | null;
  count: number;
  read_at: string | null;
}

/** In-app notifications (issue 16): to the right people, never to the actor or outside the family, grouped, read. */
describe('Notifications', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const inbox = async (user: TestUser, query: Record<string, string | number> = {}) => (await user.agent.get('/api/notifications').query(query).expect(200)).body;
  const notices = async (user: TestUser): Promise<Notice[]> => (await inbox(user)).notifications;
  const summary = async (user: TestUser) => (await notices(user)).map((n) => [n.type, n.actor.name, n.count]);

  /** A family: Ada (admin), Max (member, uploaded the photo), Olga (member); Otto outside, in a family of his own with Max. */
  async function world() {
    const family = await familyWithPhoto(app, 'Lake');
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(family.admin, family.familyId, other);
    const ottoFamily = await createFamily(family.outsider, 'Otto’s');
    await addMember(family.outsider, ottoFamily, family.member);
    return { ...family, other, ottoFamily };
  }

  it('tells the uploader of a comment and a story on their photo, with an excerpt, and never the actor', async () => {
    const { admin, member, other, outsider, photoId, familyId } = await world();
    await createComment(other, photoId, 'What a lovely lake');
    await createStory(admin, photoId, { content: 'We swam there every summer' });
    await createComment(member, photoId, 'My own comment');
    const got = await notices(member);
    expect(got.map((n) => [n.type, n.actor.name, n.photo_id, n.text])).toEqual([
      ['story', 'Ada Admin', photoId, 'We swam there every summer'],
      ['comment', 'Olga Other', photoId, 'What a lovely lake'],
    ]);
    expect(got[0]).toMatchObject({ family: { id: familyId, name: 'The Testers' }, count: 1, read_at: null });
    expect(await summary(other)).toEqual([]);
    // Otto hears nothing of this family: only that Max joined his own.
    expect((await notices(outsider)).map((n) => [n.type, n.actor.name, n.family.name])).toEqual([['member_joined', 'Max Member', 'Otto’s']]);
    // Ada hears of Max and Olga joining (she is the admin) and of Max's photo; nothing of the story she wrote.
    expect(await summary(admin)).toEqual([
      ['member_joined', 'Olga Other', 1],
      ['photos_added', 'Max Member', 1],
      ['member_joined', 'Max Member', 1],
    ]);
  });

  it('tells everyone mentioned, once, and the mentioned uploader by the mention alone', async () => {
    const { admin, member, other, photoId } = await world();
    await other.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'Ada, Max: look', mentioned_user_ids: [admin.id, member.id, other.id] }).expect(201);
    expect(await summary(member)).toEqual([['mention', 'Olga Other', 1]]);
    expect((await summary(admin))[0]).toEqual(['mention', 'Olga Other', 1]);
    // Mentioning oneself tells no one.
    expect(await summary(other)).toEqual([]);

    const story = await createStory(other, photoId, { content: 'Once' });
    await other.agent.put(`/api/stories/${story.id}`).send({ mentioned_user_ids: [admin.id] }).expect(200);
    await other.agent.put(`/api/stories/${story.id}`).send({ content: 'Once more', mentioned_user_ids: [admin.id] }).expect(200);
    const adaMentions = (await notices(admin)).filter((n) => n.type === 'mention');
    expect(adaMentions.map((n) => n.text)).toEqual(['Once', 'Ada, Max: look']);
  });

  it('groups reactions on a photo while unread, and starts a new group once read', async () => {
    const { admin, member, other, photoId } = await world();
    await member.agent.put(`/api/photos/${photoId}/reactions/heart`).expect(200);
    expect(await summary(member)).toEqual([]);
    await admin.agent.put(`/api/photos/${photoId}/reactions/heart`).expect(200);
    await admin.agent.put(`/api/photos/${photoId}/reactions/heart`).expect(200);
    await other.agent.put(`/api/photos/${photoId}/reactions/clap`).expect(200);
    await admin.agent.put(`/api/photos/${photoId}/reactions/wow`).expect(200);
    expect((await notices(member)).map((n) => [n.type, n.actor.name, n.count, n.photo_id, n.text])).toEqual([['reaction', 'Ada Admin', 3, photoId, 'wow']]);

    await member.agent.post('/api/notifications/read').send({}).expect(200, { unread_count: 0 });
    await other.agent.put(`/api/photos/${photoId}/reactions/sad`).expect(200);
    expect((await notices(member)).map((n) => [n.type, n.count, n.read_at === null])).toEqual([
      ['reaction', 1, true],
      ['reaction', 3, false],
    ]);
  });

  it('tells the other members of photos added, grouped per family and day, and no one outside', async () => {
    const { admin, member, other, outsider, familyId, ottoFamily } = await world();
    await uploadPhoto(other, familyId);
    await postPhotos(other, familyId, [await uniqueJpeg(), await uniqueJpeg(), await uniqueJpeg()]).expect(200);
    const photosAdded = async (user: TestUser) => (await notices(user)).filter((n) => n.type === 'photos_added').map((n) => [n.actor.name, n.family.id, n.count]);
    // Ada was told of Max's photo (the fixture's) too: one group for the day, Olga its latest actor.
    expect(await photosAdded(admin)).toEqual([['Olga Other', familyId, 5]]);
    // Max of Olga's four only.
    expect(await photosAdded(member)).toEqual([['Olga Other', familyId, 4]]);
    expect(await photosAdded(other)).toEqual([]);
    expect(await photosAdded(outsider)).toEqual([]);
    // Otto's own family is another group.
    await uploadPhoto(outsider, ottoFamily);
    expect(await photosAdded(member)).toEqual([
      ['Otto Outsider', ottoFamily, 1],
      ['Olga Other', familyId, 4],
    ]);
  });

  it('tells admins (only) when someone joins', async () => {
    const { admin, member, other, familyId } = await world();
    const newcomer = await createUser(app, { name: 'Nina New' });
    await addMember(admin, familyId, newcomer);
    expect((await summary(admin))[0]).toEqual(['member_joined', 'Nina New', 1]);
    expect(await summary(member)).toEqual([]);
    expect(await summary(other)).toEqual([]);
  });

  it('pages newest first with a cursor, counts unread, and marks one or all read', async () => {
    const { member, other, photoId } = await world();
    for (let i = 0; i < 7; i++) await createComment(other, photoId, `Comment ${i}`);
    const first = await inbox(member, { limit: 3 });
    expect(first.notifications.map((n: Notice) => n.text)).toEqual(['Comment 6', 'Comment 5', 'Comment 4']);
    expect(first.unread_count).toBe(7);
    expect(first.next_before).toMatch(/^\d+_\d+$/);
    const seen: string[] = [];
    for (let before: string | null = null; ; ) {
      const page: { notifications: Notice[]; next_before: string | null } = await inbox(member, { limit: 3, ...(before ? { before } : {}) });
      seen.push(...page.notifications.map((n) => n.text!));
      if (!page.next_before) break;
      before = page.next_before;
    }
    expect(seen).toEqual(['Comment 6', 'Comment 5', 'Comment 4', 'Comment 3', 'Comment 2', 'Comment 1', 'Comment 0']);

    const [newest, second] = first.notifications as Notice[];
    // Another's notification is not theirs to mark: it stays unread.
    await other.agent.post('/api/notifications/read').send({ ids: [newest.id] }).expect(200, { unread_count: 0 });
    expect((await member.agent.post('/api/notifications/read').send({ ids: [newest.id, second.id] }).expect(200)).body).toEqual({ unread_count: 5 });
    const unread = await inbox(member, { unread_only: 'true' });
    expect(unread.notifications.map((n: Notice) => n.text)).toEqual(['Comment 4', 'Comment 3', 'Comment 2', 'Comment 1', 'Comment 0']);
    expect((await inbox(member)).notifications[0].read_at).toEqual(expect.any(String));
    expect((await member.agent.post('/api/notifications/read').send({}).expect(200)).body).toEqual({ unread_count: 0 });
  });

  it(`counts unread ones up to ${UNREAD_COUNT_CAP}, and all of them again once fewer`, async () => {
    const { member, other, familyId } = await world();
    // Someone who never reads: more unread ones than are counted, written as the comment jobs would.
    const dataSource = app.app.get(DataSource);
    const at = (i: number) => instantParam(dialectOf(dataSource), new Date(Date.UTC(2020, 0, 1, 0, 0, i)));
    const rows = Array.from({ length: UNREAD_COUNT_CAP + 5 }, (_, i) => [member.id, familyId, 'comment', other.id, null, `Old ${i}`, 1, null, at(i)]);
    for (let start = 0; start < rows.length; start += 200) {
      const chunk = rows.slice(start, start + 200);
      await dataSource.query(
        `INSERT INTO notifications (user_id, family_id, type, actor_id, photo_id, text, count, group_key, created_at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
    expect((await inbox(member, { limit: 1 })).unread_count).toBe(UNREAD_COUNT_CAP);
    const [newest] = (await inbox(member, { limit: 10 })).notifications as Notice[];
    expect((await member.agent.post('/api/notifications/read').send({ ids: [newest.id] }).expect(200)).body).toEqual({ unread_count: UNREAD_COUNT_CAP });
    await dataSource.query('UPDATE notifications SET read_at = created_at WHERE user_id = ? AND id IN (SELECT id FROM (SELECT id FROM notifications WHERE user_id = ? AND read_at IS NULL ORDER BY id LIMIT 10) oldest)', [member.id, member.id]);
    expect((await inbox(member, { limit: 1 })).unread_count).toBe(UNREAD_COUNT_CAP - 6);
  });

  it('shows nothing more of a family one has left, nor of a deleted photo', async () => {
    const { admin, member, other, familyId, photoId } = await world();
    const photo = await uploadPhoto(other, familyId);
    await createComment(member, photo.id, 'On Olga’s photo');
    await createComment(other, photoId, 'On Max’s photo');
    expect((await notices(other)).map((n) => n.text)).toEqual(['On Olga’s photo']);
    await other.agent.delete(`/api/photos/${photo.id}`).expect(204);
    expect(await notices(other)).toEqual([]);

    expect((await inbox(member)).unread_count).toBeGreaterThan(0);
    const members = (await admin.agent.get(`/api/families/${familyId}/members`).expect(200)).body.members;
    const maxId = members.find((m: { user: { id: number } }) => m.user.id === member.id).id;
    await admin.agent.delete(`/api/families/${familyId}/members/${maxId}`).expect(204);
    expect(await inbox(member)).toEqual({ notifications: [], unread_count: 0, next_before: null });
  });

  it.each([
    ['limit=51', 'limit must be at most 50'],
    ['before=yesterday', 'before must be the next_before of the previous page'],
    ['unread_only=yes', 'unread_only must be true or false'],
  ])('refuses %s with 400', async (query, message) => {
    const user = await createUser(app);
    expect((await user.agent.get(`/api/notifications?${query}`).expect(400)).body).toEqual({ error: message });
  });

  it('is for signed-in people only', async () => {
    await app.request().get('/api/notifications').expect(401);
    await app.request().post('/api/notifications/read').send({}).expect(401);
  });
});
