import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { createComment, familyWithPhoto } from '../support/stories';

/** Comments on photos: writing, paging through, deleting, and who may do which. */
describe('Comments', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** A family (admin, member uploader, another member, outsider) with a photo the uploader added. */
  async function photoOfFamily() {
    const family = await familyWithPhoto(app, 'Harvest');
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(family.admin, family.familyId, other);
    return { ...family, uploader: family.member, other };
  }

  describe('POST /api/photos/:id/comments', () => {
    it('stores the trimmed comment and answers it', async () => {
      const { other, photoId } = await photoOfFamily();
      const response = await other.agent.post(`/api/photos/${photoId}/comments`).send({ content: '  What a crop!\n ' }).expect(201);
      expect(response.body).toEqual({
        comment: {
          id: expect.any(Number),
          photo_id: photoId,
          content: 'What a crop!',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          author: { id: other.id, name: 'Olga Other' },
          can_delete: true,
          mentions: [],
        },
      });
    });

    it.each([
      ['no content', {}, 'content is required'],
      ['blank content', { content: ' \n ' }, 'content is required'],
      ['2,001 characters', { content: 'c'.repeat(2001) }, 'content must be at most 2000 characters long'],
      ['an unknown field', { content: 'Hi', photo_id: 3 }, 'property photo_id should not exist'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const { other, photoId } = await photoOfFamily();
      expect((await other.agent.post(`/api/photos/${photoId}/comments`).send(body).expect(400)).body).toEqual({ error: message });
    });

    it('takes a comment of exactly 2,000 characters', async () => {
      const { other, photoId } = await photoOfFamily();
      expect((await createComment(other, photoId, 'c'.repeat(2000))).content).toHaveLength(2000);
    });

    it('is for members only', async () => {
      const { outsider, photoId } = await photoOfFamily();
      expect((await outsider.agent.post(`/api/photos/${photoId}/comments`).send({ content: 'Hi' }).expect(404)).body).toEqual({ error: 'Photo not found' });
      await app.request().post(`/api/photos/${photoId}/comments`).send({ content: 'Hi' }).expect(401);
    });
  });

  describe('GET /api/photos/:id/comments', () => {
    it('pages oldest first, visiting every comment exactly once', async () => {
      const { admin, uploader, other, photoId } = await photoOfFamily();
      const written: number[] = [];
      for (let i = 0; i < 23; i++) written.push((await createComment([admin, uploader, other][i % 3], photoId, `Comment ${i}`)).id);

      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const { body } = await other.agent.get(`/api/photos/${photoId}/comments?page=${page}&per_page=10`).expect(200);
        expect(body.pagination).toEqual({ page, per_page: 10, has_next: page < 3 });
        seen.push(...body.comments.map((c: { id: number }) => c.id));
        if (!body.pagination.has_next) break;
      }
      expect(seen).toEqual(written);

      const first = (await other.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body;
      expect(first.pagination).toEqual({ page: 1, per_page: 20, has_next: true });
      expect(first.comments.map((c: { content: string }) => c.content).slice(0, 2)).toEqual(['Comment 0', 'Comment 1']);
      expect((await other.agent.get(`/api/photos/${photoId}/comments?page=4&per_page=10`).expect(200)).body).toEqual({
        comments: [],
        pagination: { page: 4, per_page: 10, has_next: false },
      });
    });

    it('gives can_delete to the author, a family admin and the photo’s uploader, not to another member', async () => {
      const { admin, uploader, other, photoId, familyId } = await photoOfFamily();
      const fourth = await createUser(app);
      await addMember(admin, familyId, fourth);
      const byOther = await createComment(other, photoId, 'By other');
      const byFourth = await createComment(fourth, photoId, 'By fourth');

      const flags = async (viewer: TestUser) =>
        (await viewer.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body.comments.map((c: { id: number; can_delete: boolean }) => [c.id, c.can_delete]);
      expect(await flags(other)).toEqual([[byOther.id, true], [byFourth.id, false]]);
      expect(await flags(fourth)).toEqual([[byOther.id, false], [byFourth.id, true]]);
      expect(await flags(admin)).toEqual([[byOther.id, true], [byFourth.id, true]]);
      expect(await flags(uploader)).toEqual([[byOther.id, true], [byFourth.id, true]]);
    });

    it.each([
      ['page=0', 'page must be at least 1'],
      ['per_page=101', 'per_page must be at most 100'],
      ['per_page=0', 'per_page must be at least 1'],
      ['sort=new', 'property sort should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const { other, photoId } = await photoOfFamily();
      expect((await other.agent.get(`/api/photos/${photoId}/comments?${query}`).expect(400)).body).toEqual({ error: message });
    });

    it('answers an empty page for a photo without comments, and 404 to an outsider', async () => {
      const { other, outsider, photoId } = await photoOfFamily();
      expect((await other.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body).toEqual({
        comments: [],
        pagination: { page: 1, per_page: 20, has_next: false },
      });
      expect((await outsider.agent.get(`/api/photos/${photoId}/comments`).expect(404)).body).toEqual({ error: 'Photo not found' });
      await app.request().get(`/api/photos/${photoId}/comments`).expect(401);
    });
  });

  describe('DELETE /api/comments/:id', () => {
    it('lets the author delete their comment', async () => {
      const { other, photoId } = await photoOfFamily();
      const comment = await createComment(other, photoId);
      await other.agent.delete(`/api/comments/${comment.id}`).expect(204);
      expect((await other.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body.comments).toEqual([]);
    });

    it('lets the photo’s uploader remove a comment on their photo', async () => {
      const { uploader, other, photoId } = await photoOfFamily();
      const comment = await createComment(other, photoId);
      await uploader.agent.delete(`/api/comments/${comment.id}`).expect(204);
      await other.agent.delete(`/api/comments/${comment.id}`).expect(404);
    });

    it('lets a family admin remove anyone’s comment', async () => {
      const { admin, other, photoId } = await photoOfFamily();
      const comment = await createComment(other, photoId);
      await admin.agent.delete(`/api/comments/${comment.id}`).expect(204);
    });

    it('refuses another member (403), an outsider (404) and an anonymous caller (401)', async () => {
      const { admin, other, outsider, photoId, familyId } = await photoOfFamily();
      const fourth = await createUser(app);
      await addMember(admin, familyId, fourth);
      const comment = await createComment(other, photoId);
      expect((await fourth.agent.delete(`/api/comments/${comment.id}`).expect(403)).body).toEqual({
        error: "Only the author, a family admin or the photo's uploader can delete this comment",
      });
      expect((await outsider.agent.delete(`/api/comments/${comment.id}`).expect(404)).body).toEqual({ error: 'Comment not found' });
      await app.request().delete(`/api/comments/${comment.id}`).expect(401);
      expect((await other.agent.get(`/api/photos/${photoId}/comments`).expect(200)).body.comments).toHaveLength(1);
    });

    it('is not for the uploader of another photo', async () => {
      const { admin, uploader, other, familyId } = await photoOfFamily();
      const othersPhoto = await uploadPhoto(admin, familyId);
      const comment = await createComment(other, othersPhoto.id);
      await uploader.agent.delete(`/api/comments/${comment.id}`).expect(403);
    });

    it('goes with its photo', async () => {
      const { uploader, other, photoId, familyId } = await photoOfFamily();
      await createComment(other, photoId, 'Gone soon');
      await uploader.agent.delete(`/api/photos/${photoId}`).expect(204);
      expect((await other.agent.get(`/api/families/${familyId}/comments/recent`).expect(200)).body.comments).toEqual([]);
    });
  });

  describe('GET /api/families/:id/comments/recent', () => {
    it('answers the family’s newest comments across its photos, 20 unless asked', async () => {
      const { admin, uploader, other, photoId, familyId } = await photoOfFamily();
      const second = await uploadPhoto(admin, familyId);
      const written: number[] = [];
      for (let i = 0; i < 22; i++) written.push((await createComment(i % 2 ? other : admin, i % 2 ? photoId : second.id, `C${i}`)).id);
      const elsewhere = await createFamily(admin, 'Elsewhere');
      await createComment(admin, (await uploadPhoto(admin, elsewhere)).id, 'Not here');

      const newestFirst = [...written].reverse();
      const recent = (await uploader.agent.get(`/api/families/${familyId}/comments/recent`).expect(200)).body.comments;
      expect(recent.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 20));
      // The uploader may delete comments on their own photo only.
      expect(recent.slice(0, 2).map((c: { photo_id: number; can_delete: boolean }) => [c.photo_id, c.can_delete])).toEqual([
        [photoId, true],
        [second.id, false],
      ]);
      const five = (await other.agent.get(`/api/families/${familyId}/comments/recent?limit=5`).expect(200)).body.comments;
      expect(five.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 5));
    });

    it.each([
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
    ])('refuses %s with 400', async (query, message) => {
      const { other, familyId } = await photoOfFamily();
      expect((await other.agent.get(`/api/families/${familyId}/comments/recent?${query}`).expect(400)).body).toEqual({ error: message });
    });

    it('answers an empty list without comments, and 404 to an outsider', async () => {
      const { other, outsider, familyId } = await photoOfFamily();
      expect((await other.agent.get(`/api/families/${familyId}/comments/recent`).expect(200)).body).toEqual({ comments: [] });
      expect((await outsider.agent.get(`/api/families/${familyId}/comments/recent`).expect(404)).body).toEqual({ error: 'Family not found' });
      await app.request().get(`/api/families/${familyId}/comments/recent`).expect(401);
    });
  });
});
