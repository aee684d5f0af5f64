import { addMember, createFamily, createUser } from '../support/factories';
import { createComment, createStory, familyWithPhoto } from '../support/stories';
import { TestApp } from '../support/test-app';

/** Mentions in comments and stories (issue 16): members of the photo's family only. */
describe('Mentions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  async function photoOfFamily() {
    const family = await familyWithPhoto(app, 'Wedding');
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(family.admin, family.familyId, other);
    return { ...family, other };
  }

  it('stores the members a comment mentions and answers them with every read of it', async () => {
    const { admin, member, other, photoId, familyId } = await photoOfFamily();
    const created = await other.agent.post(`/api/photos/${photoId}/comments`).send({ content: '@Ada @Max look!', mentioned_user_ids: [member.id, admin.id] }).expect(201);
    expect(created.body.comment.mentions).toEqual([
      { id: admin.id, name: 'Ada Admin' },
      { id: member.id, name: 'Max Member' },
    ]);
    const listed = (await member.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body.comments;
    expect(listed.map((c: { mentions: unknown }) => c.mentions)).toEqual([created.body.comment.mentions]);
    const recent = (await member.agent.get(`/api/families/${familyId}/comments/recent`).expect(200)).body.comments;
    expect(recent[0].mentions).toEqual(created.body.comment.mentions);
    expect((await createComment(other, photoId, 'No one')).mentions).toEqual([]);
  });

  it('stores a story’s mentions, and replaces them when a change sends new ones', async () => {
    const { admin, member, other, photoId } = await photoOfFamily();
    const story = (await other.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'Max danced', mentioned_user_ids: [member.id] }).expect(201)).body.story;
    expect(story.mentions).toEqual([{ id: member.id, name: 'Max Member' }]);
    // A change without the field keeps them; with it, replaces them.
    expect((await other.agent.put(`/api/stories/${story.id}`).send({ content: 'Max danced all night' }).expect(200)).body.story.mentions).toEqual(story.mentions);
    expect((await other.agent.put(`/api/stories/${story.id}`).send({ mentioned_user_ids: [admin.id] }).expect(200)).body.story.mentions).toEqual([{ id: admin.id, name: 'Ada Admin' }]);
    expect((await member.agent.get(`/api/photos/${photoId}/stories`).expect(200)).body.stories[0].mentions).toEqual([{ id: admin.id, name: 'Ada Admin' }]);
    expect((await other.agent.put(`/api/stories/${story.id}`).send({ mentioned_user_ids: [] }).expect(200)).body.story.mentions).toEqual([]);
    expect((await createStory(other, photoId)).mentions).toEqual([]);
  });

  it('refuses to mention anyone outside the photo’s family with 400, and stores nothing', async () => {
    const { admin, member, outsider, photoId } = await photoOfFamily();
    // A member of another family of the author is still no member of this one.
    const elsewhere = await createFamily(admin, 'Elsewhere');
    const cousin = await createUser(app, { name: 'Cousin' });
    await addMember(admin, elsewhere, cousin);

    for (const ids of [[outsider.id], [member.id, cousin.id], [999_999]]) {
      const comment = await admin.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'Hi', mentioned_user_ids: ids }).expect(400);
      expect(comment.body.error).toMatch(/^mentioned_user_ids must name members of this family/);
      const story = await admin.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'Hi', mentioned_user_ids: ids }).expect(400);
      expect(story.body.error).toMatch(/^mentioned_user_ids must name members of this family/);
    }
    expect((await admin.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body.comments).toEqual([]);
    expect((await admin.agent.get(`/api/photos/${photoId}/stories`).expect(200)).body.stories).toEqual([]);
    const story = await createStory(admin, photoId);
    await admin.agent.put(`/api/stories/${story.id}`).send({ mentioned_user_ids: [outsider.id] }).expect(400);
  });

  it.each([
    ['null', null, 'mentioned_user_ids must be a list of user ids'],
    ['a string', '3', 'mentioned_user_ids must be a list of user ids'],
    ['an id as a string', ['3'], 'mentioned_user_ids must hold whole numbers (user ids)'],
    ['an id twice', [3, 3], 'mentioned_user_ids must name each person once'],
    ['51 ids', Array.from({ length: 51 }, (_, i) => i + 1), 'mentioned_user_ids must name at most 50 people'],
  ])('refuses %s with 400', async (_label, value, message) => {
    const { admin, photoId } = await photoOfFamily();
    expect((await admin.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'Hi', mentioned_user_ids: value }).expect(400)).body).toEqual({ error: message });
  });
});
