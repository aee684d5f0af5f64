import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { createStory, familyWithPhoto } from '../support/stories';

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Stories on photos: writing, reading, editing and deleting them, and who may do which. */
describe('Stories', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const photoOfFamily = () => familyWithPhoto(app, 'The old barn');

  describe('POST /api/photos/:id/stories', () => {
    it('stores the trimmed story and answers it with its author and flags', async () => {
      const { member, photoId } = await photoOfFamily();
      const response = await member.agent.post(`/api/photos/${photoId}/stories`).send({ content: '  Grandpa built it in 1952.  ', story_date: '1952-06-01' }).expect(201);
      expect(response.body).toEqual({
        story: {
          id: expect.any(Number),
          photo_id: photoId,
          content: 'Grandpa built it in 1952.',
          story_date: '1952-06-01',
          created_at: expect.stringMatching(INSTANT),
          updated_at: expect.stringMatching(INSTANT),
          author: { id: member.id, name: member.name },
          can_edit: true,
          can_delete: true,
          mentions: [],
        },
      });
      expect((await member.agent.get(`/api/stories/${response.body.story.id}`).expect(200)).body).toEqual(response.body);
    });

    it.each([
      [{}, null],
      [{ story_date: null }, null],
      [{ story_date: '   ' }, null],
      [{ story_date: ' 1990-12-25 ' }, '1990-12-25'],
    ])('reads story_date %j as %j', async (fields, expected) => {
      const { member, photoId } = await photoOfFamily();
      expect((await createStory(member, photoId, fields)).story_date).toBe(expected);
    });

    it.each([
      ['no content', {}, 'content is required'],
      ['blank content', { content: '   ' }, 'content is required'],
      ['a number', { content: 42 }, 'content must be a string'],
      ['10,001 characters', { content: 'x'.repeat(10_001) }, 'content must be at most 10000 characters long'],
      ['29 February of a common year', { content: 'Fine', story_date: '2023-02-29' }, 'story_date must be a real date written like 2024-05-17'],
      ['a day written 25/12/1990', { content: 'Fine', story_date: '25/12/1990' }, 'story_date must be a real date written like 2024-05-17'],
      ['a day with a time', { content: 'Fine', story_date: '1990-12-25T10:00' }, 'story_date must be a real date written like 2024-05-17'],
      ['an unknown field', { content: 'Fine', mood: 'happy' }, 'property mood should not exist'],
    ])('refuses %s with 400 and a message naming the field', async (_label, body, message) => {
      const { member, photoId } = await photoOfFamily();
      const response = await member.agent.post(`/api/photos/${photoId}/stories`).send(body).expect(400);
      expect(response.body).toEqual({ error: message });
    });

    it('takes a story of exactly 10,000 characters', async () => {
      const { member, photoId } = await photoOfFamily();
      expect((await createStory(member, photoId, { content: 'y'.repeat(10_000) })).content).toHaveLength(10_000);
    });

    it('lets every member write one, and nobody outside the family', async () => {
      const { admin, member, outsider, photoId } = await photoOfFamily();
      await createStory(admin, photoId);
      await createStory(member, photoId);
      expect((await outsider.agent.post(`/api/photos/${photoId}/stories`).send({ content: 'Hi' }).expect(404)).body).toEqual({ error: 'Photo not found' });
      await app.request().post(`/api/photos/${photoId}/stories`).send({ content: 'Hi' }).expect(401);
      expect((await member.agent.post('/api/photos/999999/stories').send({ content: 'Hi' }).expect(404)).body).toEqual({ error: 'Photo not found' });
    });
  });

  describe('GET /api/photos/:id/stories and /api/stories/:id', () => {
    it('lists a photo’s stories oldest first, each with the flags of the caller', async () => {
      const { admin, member, photoId, familyId } = await photoOfFamily();
      const other = await createUser(app, { name: 'Olga Other' });
      await addMember(admin, familyId, other);
      const first = await createStory(member, photoId, { content: 'First' });
      const second = await createStory(admin, photoId, { content: 'Second' });
      const third = await createStory(other, photoId, { content: 'Third' });

      const flags = async (viewer: TestUser) =>
        (await viewer.agent.get(`/api/photos/${photoId}/stories`).expect(200)).body.stories.map((s: { id: number; can_edit: boolean; can_delete: boolean }) => [s.id, s.can_edit, s.can_delete]);
      // The author edits and deletes; a family admin deletes anyone's; another member neither.
      expect(await flags(member)).toEqual([[first.id, true, true], [second.id, false, false], [third.id, false, false]]);
      expect(await flags(admin)).toEqual([[first.id, false, true], [second.id, true, true], [third.id, false, true]]);
      expect(await flags(other)).toEqual([[first.id, false, false], [second.id, false, false], [third.id, true, true]]);
    });

    it('answers an empty list for a photo without stories', async () => {
      const { member, photoId } = await photoOfFamily();
      expect((await member.agent.get(`/api/photos/${photoId}/stories`).expect(200)).body).toEqual({ stories: [] });
    });

    it('shows stories only to members of the family', async () => {
      const { member, outsider, photoId } = await photoOfFamily();
      const story = await createStory(member, photoId);
      expect((await outsider.agent.get(`/api/photos/${photoId}/stories`).expect(404)).body).toEqual({ error: 'Photo not found' });
      expect((await outsider.agent.get(`/api/stories/${story.id}`).expect(404)).body).toEqual({ error: 'Story not found' });
      await app.request().get(`/api/photos/${photoId}/stories`).expect(401);
      await app.request().get(`/api/stories/${story.id}`).expect(401);
      await member.agent.get('/api/stories/abc').expect(400);
    });
  });

  describe('PUT /api/stories/:id', () => {
    it('lets the author change the text and the day, keeping what is not sent', async () => {
      const { member, photoId } = await photoOfFamily();
      const story = await createStory(member, photoId, { content: 'Draft', story_date: '1990-01-01' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const edited = (await member.agent.put(`/api/stories/${story.id}`).send({ content: ' Final ' }).expect(200)).body.story;
      expect(edited).toMatchObject({ id: story.id, content: 'Final', story_date: '1990-01-01', created_at: story.created_at, can_edit: true });
      expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(story.updated_at));
      const cleared = (await member.agent.put(`/api/stories/${story.id}`).send({ content: 'Final', story_date: '' }).expect(200)).body.story;
      expect(cleared.story_date).toBeNull();
      expect((await member.agent.get(`/api/stories/${story.id}`).expect(200)).body.story).toEqual(cleared);
    });

    it.each([
      ['empty content', { content: '' }, 'content is required'],
      ['null content', { content: null }, 'content is required'],
      ['10,001 characters', { content: 'z'.repeat(10_001) }, 'content must be at most 10000 characters long'],
      ['month 13', { story_date: '1990-13-01' }, 'story_date must be a real date written like 2024-05-17'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const { member, photoId } = await photoOfFamily();
      const story = await createStory(member, photoId);
      expect((await member.agent.put(`/api/stories/${story.id}`).send(body).expect(400)).body).toEqual({ error: message });
    });

    it('is for the author only: a family admin or another member gets 403, an outsider 404', async () => {
      const { admin, member, outsider, photoId, familyId } = await photoOfFamily();
      const other = await createUser(app);
      await addMember(admin, familyId, other);
      const story = await createStory(member, photoId, { content: 'Mine' });
      for (const caller of [admin, other]) {
        expect((await caller.agent.put(`/api/stories/${story.id}`).send({ content: 'Theirs' }).expect(403)).body).toEqual({ error: 'Only the author can change this story' });
      }
      expect((await outsider.agent.put(`/api/stories/${story.id}`).send({ content: 'Theirs' }).expect(404)).body).toEqual({ error: 'Story not found' });
      await app.request().put(`/api/stories/${story.id}`).send({ content: 'Theirs' }).expect(401);
      expect((await member.agent.get(`/api/stories/${story.id}`).expect(200)).body.story.content).toBe('Mine');
    });
  });

  describe('DELETE /api/stories/:id', () => {
    it('lets the author delete their story', async () => {
      const { member, photoId } = await photoOfFamily();
      const story = await createStory(member, photoId);
      await member.agent.delete(`/api/stories/${story.id}`).expect(204);
      expect((await member.agent.get(`/api/stories/${story.id}`).expect(404)).body).toEqual({ error: 'Story not found' });
    });

    it('lets a family admin delete anyone’s story, but not another member', async () => {
      const { admin, member, outsider, photoId, familyId } = await photoOfFamily();
      const other = await createUser(app);
      await addMember(admin, familyId, other);
      const story = await createStory(member, photoId);
      expect((await other.agent.delete(`/api/stories/${story.id}`).expect(403)).body).toEqual({ error: 'Only the author or a family admin can delete this story' });
      expect((await outsider.agent.delete(`/api/stories/${story.id}`).expect(404)).body).toEqual({ error: 'Story not found' });
      await app.request().delete(`/api/stories/${story.id}`).expect(401);
      await admin.agent.delete(`/api/stories/${story.id}`).expect(204);
      expect((await member.agent.get(`/api/photos/${photoId}/stories`).expect(200)).body.stories).toEqual([]);
    });

    it('goes with its photo', async () => {
      const { member, photoId } = await photoOfFamily();
      const story = await createStory(member, photoId);
      await member.agent.delete(`/api/photos/${photoId}`).expect(204);
      expect((await member.agent.get(`/api/stories/${story.id}`).expect(404)).body).toEqual({ error: 'Story not found' });
    });
  });

  describe('GET /api/families/:id/stories/recent', () => {
    it('answers the family’s newest stories across its photos, 10 unless asked', async () => {
      const { admin, member, familyId } = await photoOfFamily();
      const photoA = await uploadPhoto(admin, familyId);
      const photoB = await uploadPhoto(member, familyId);
      const written: number[] = [];
      for (let i = 0; i < 12; i++) written.push((await createStory(i % 2 ? admin : member, i % 3 ? photoA.id : photoB.id, { content: `Story ${i}` })).id);
      const elsewhere = await createFamily(admin, 'Elsewhere');
      await createStory(admin, (await uploadPhoto(admin, elsewhere)).id, { content: 'Not this family' });

      const newestFirst = [...written].reverse();
      const recent = (await member.agent.get(`/api/families/${familyId}/stories/recent`).expect(200)).body.stories;
      expect(recent.map((s: { id: number }) => s.id)).toEqual(newestFirst.slice(0, 10));
      expect(recent[0]).toMatchObject({ content: 'Story 11', author: { id: admin.id }, can_edit: false, can_delete: false });
      const three = (await admin.agent.get(`/api/families/${familyId}/stories/recent?limit=3`).expect(200)).body.stories;
      expect(three.map((s: { id: number; can_delete: boolean }) => [s.id, s.can_delete])).toEqual(newestFirst.slice(0, 3).map((id) => [id, true]));
      expect((await admin.agent.get(`/api/families/${familyId}/stories/recent?limit=100`).expect(200)).body.stories).toHaveLength(12);
    });

    it.each([
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=ten', 'limit must be a whole number'],
    ])('refuses %s with 400', async (query, message) => {
      const { member, familyId } = await photoOfFamily();
      expect((await member.agent.get(`/api/families/${familyId}/stories/recent?${query}`).expect(400)).body).toEqual({ error: message });
    });

    it('answers an empty list for a family without stories, and 404 to an outsider', async () => {
      const { member, outsider, familyId } = await photoOfFamily();
      expect((await member.agent.get(`/api/families/${familyId}/stories/recent`).expect(200)).body).toEqual({ stories: [] });
      expect((await outsider.agent.get(`/api/families/${familyId}/stories/recent`).expect(404)).body).toEqual({ error: 'Family not found' });
      await app.request().get(`/api/families/${familyId}/stories/recent`).expect(401);
    });
  });
});
