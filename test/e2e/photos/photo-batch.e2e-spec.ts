import { TestApp } from '../support/test-app';
import { createFamily, createFamilyWithRoles, createUser } from '../support/factories';
import { photoRows, uploadPhoto } from '../support/photos';

/** The Select mode's batch actions: to the trash, and one date for many; each photo under its own rule, all or none. */
describe('Photo batch actions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const trashed = async (familyId: number) =>
    (await photoRows(app, familyId)).filter((row) => row.deleted_at !== null).map((row) => Number(row.id)).sort((a, b) => a - b);

  describe('POST /api/families/:familyId/photos/batch-delete', () => {
    it("moves a member's own photos to the trash, and refuses (moving none) when one is someone else's", async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const [a, b] = [await uploadPhoto(member, familyId), await uploadPhoto(member, familyId)];
      const admins = await uploadPhoto(admin, familyId);
      const refused = await member.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids: [a.id, admins.id, b.id] }).expect(403);
      expect(refused.body).toEqual({ error: `Only the person who uploaded this photo or a family admin can delete it (photo ${admins.id})` });
      expect(await trashed(familyId)).toEqual([]);

      await member.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids: [a.id, b.id] }).expect(200, { count: 2 });
      expect(await trashed(familyId)).toEqual([a.id, b.id]);
      await member.agent.get(`/api/photos/${a.id}`).expect(404);
      const trash = (await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos;
      expect(trash.map((photo: { id: number }) => photo.id).sort()).toEqual([a.id, b.id].sort());
    });

    it('lets a family admin move anyone’s photos to the trash at once', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const ids = [(await uploadPhoto(member, familyId)).id, (await uploadPhoto(admin, familyId)).id];
      await admin.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids: ids }).expect(200, { count: 2 });
      expect(await trashed(familyId)).toEqual([...ids].sort((x, y) => x - y));
    });

    it('answers 404 naming photos of another family or already in the trash, and 404 to outsiders, changing nothing', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const mine = await uploadPhoto(admin, familyId);
      const gone = await uploadPhoto(admin, familyId);
      await admin.agent.delete(`/api/photos/${gone.id}`).expect(204);
      const otherFamily = await createFamily(outsider);
      const theirs = await uploadPhoto(outsider, otherFamily);

      const missing = await admin.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids: [mine.id, theirs.id, gone.id] }).expect(404);
      expect(missing.body).toEqual({ error: `These photos are not in this family: ${theirs.id}, ${gone.id}` });
      expect(await trashed(familyId)).toEqual([gone.id]);
      await outsider.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids: [mine.id] }).expect(404, { error: 'Family not found' });
      await member.agent.post(`/api/families/${otherFamily}/photos/batch-delete`).send({ photo_ids: [theirs.id] }).expect(404, { error: 'Family not found' });
      await admin.agent.get(`/api/photos/${mine.id}`).expect(200);
      await outsider.agent.get(`/api/photos/${theirs.id}`).expect(200);
    });

    it('refuses lists that are empty, repeat an id or are not ids', async () => {
      const owner = await createUser(app);
      const familyId = await createFamily(owner);
      const photo = await uploadPhoto(owner, familyId);
      for (const photo_ids of [[], [photo.id, photo.id], ['1'], 'all']) {
        const response = await owner.agent.post(`/api/families/${familyId}/photos/batch-delete`).send({ photo_ids }).expect(400);
        expect(response.body.error).toContain('photo_ids');
      }
      await owner.agent.get(`/api/photos/${photo.id}`).expect(200);
    });
  });

  describe('PATCH /api/families/:familyId/photos/batch-date', () => {
    it('gives all of the uploader’s photos one fuzzy date, kept in date order with it', async () => {
      const owner = await createUser(app);
      const familyId = await createFamily(owner);
      const scans = [await uploadPhoto(owner, familyId, { taken_date: '2020-01-01' }), await uploadPhoto(owner, familyId)];
      const other = await uploadPhoto(owner, familyId, { taken_date: '2001-05-05' });
      await owner.agent
        .patch(`/api/families/${familyId}/photos/batch-date`)
        .send({ photo_ids: scans.map((photo) => photo.id), fuzzy_date: 'summer 1975' })
        .expect(200, { count: 2 });
      for (const scan of scans) {
        const { photo } = (await owner.agent.get(`/api/photos/${scan.id}`).expect(200)).body;
        expect(photo).toMatchObject({ fuzzy_date_text: expect.stringMatching(/1975/), taken_date: null, date_range_start: '1975-06-01', sort_date: '1975-06-01T00:00:00' });
      }
      const listed = (await owner.agent.get(`/api/families/${familyId}/photos`).query({ order: 'asc' }).expect(200)).body.photos;
      expect(listed.map((photo: { id: number }) => photo.id)).toEqual([...scans.map((photo) => photo.id).sort((a, b) => a - b), other.id]);

      await owner.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [other.id], taken_date: '1999-12-31' }).expect(200, { count: 1 });
      expect((await owner.agent.get(`/api/photos/${other.id}`).expect(200)).body.photo).toMatchObject({ taken_date: '1999-12-31', fuzzy_date_text: null });
    });

    it('refuses, changing none, when one photo is not the caller’s (a family admin included)', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const mine = await uploadPhoto(admin, familyId, { taken_date: '2010-01-01' });
      const theirs = await uploadPhoto(member, familyId, { taken_date: '2011-01-01' });
      const refused = await admin.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [mine.id, theirs.id], fuzzy_date: '1980s' }).expect(403);
      expect(refused.body).toEqual({ error: `Only the person who uploaded this photo can change it (photo ${theirs.id})` });
      expect((await admin.agent.get(`/api/photos/${mine.id}`).expect(200)).body.photo.taken_date).toBe('2010-01-01');
    });

    it('asks for a readable date before anything else', async () => {
      const owner = await createUser(app);
      const familyId = await createFamily(owner);
      const photo = await uploadPhoto(owner, familyId, { taken_date: '2010-01-01' });
      const none = await owner.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [photo.id] }).expect(400);
      expect(none.body.error).toMatch(/fuzzy_date .* taken_date/);
      const unreadable = await owner.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [photo.id], fuzzy_date: 'when grandpa was young' }).expect(400);
      expect(unreadable.body.error).toMatch(/^fuzzy_date: /);
      await owner.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [photo.id], taken_date: '2023-02-29' }).expect(400);
      expect((await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.taken_date).toBe('2010-01-01');
    });
  });
});
