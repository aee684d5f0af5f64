import { DataSource } from 'typeorm';
import { PhotosRepository } from '@heirloom/database';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { insertPhotoRows } from '../support/photo-rows';
import { photoRows, postPhoto, storedFiles, uniqueJpeg, uploadPhoto } from '../support/photos';

interface ListedPhoto {
  id: number;
  sort_date: string;
}

/** The family photo list, and reading, editing and deleting one photo. */
describe('Photos', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('GET /api/families/:id/photos', () => {
    let owner: TestUser;
    let familyId: number;
    let uploaded: ListedPhoto[];

    beforeAll(async () => {
      owner = await createUser(app);
      familyId = await createFamily(owner);
      // Three share one date, so only the id tells them apart; the others have a date, a fuzzy date or none.
      const fields = [
        { taken_date: '2001-05-05T10:00' },
        { taken_date: '1999-01-01' },
        { taken_date: '2001-05-05T10:00' },
        { fuzzy_date: '1980s' },
        {},
        { taken_date: '2001-05-05T10:00' },
        { fuzzy_date: 'Christmas 1990' },
      ];
      uploaded = [];
      for (const field of fields) uploaded.push(await uploadPhoto(owner, familyId, field));
    });

    const byDateThenId = (a: ListedPhoto, b: ListedPhoto) => a.sort_date.localeCompare(b.sort_date) || a.id - b.id;

    async function readAllPages(order: 'asc' | 'desc', perPage: number): Promise<number[]> {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const { body } = await owner.agent.get(`/api/families/${familyId}/photos`).query({ page, per_page: perPage, sort_by: 'taken_date', order }).expect(200);
        expect(body.pagination).toEqual({ page, per_page: perPage, has_next: expect.any(Boolean) });
        expect(body.photos.length).toBeLessThanOrEqual(perPage);
        seen.push(...body.photos.map((photo: ListedPhoto) => photo.id));
        if (!body.pagination.has_next) return seen;
        expect(body.photos).toHaveLength(perPage);
      }
    }

    it.each([
      ['asc', 1],
      ['asc', 2],
      ['desc', 2],
      ['desc', 3],
      ['asc', 7],
      ['desc', 100],
    ] as const)('visits every photo exactly once, in (sort_date, id) order: %s, %i per page', async (order, perPage) => {
      const expected = [...uploaded].sort(byDateThenId).map((photo) => photo.id);
      expect(await readAllPages(order, perPage)).toEqual(order === 'asc' ? expected : expected.reverse());
    });

    it('defaults to 12 per page, newest first', async () => {
      const { body } = await owner.agent.get(`/api/families/${familyId}/photos`).expect(200);
      expect(body.pagination).toEqual({ page: 1, per_page: 12, has_next: false });
      expect(body.photos[0].id).toBe([...uploaded].sort(byDateThenId).at(-1)!.id);
      expect(body.photos[0]).toMatchObject({ uploaded_by: { id: owner.id, name: owner.name }, can_edit: true });
    });

    it('answers an empty last page past the end', async () => {
      const { body } = await owner.agent.get(`/api/families/${familyId}/photos?page=9&per_page=5`).expect(200);
      expect(body).toEqual({ photos: [], pagination: { page: 9, per_page: 5, has_next: false } });
    });

    it.each([
      ['per_page=101', 'per_page must be at most 100'],
      ['per_page=0', 'per_page must be at least 1'],
      ['page=0', 'page must be at least 1'],
      ['page=two', 'page must be a whole number'],
      ['order=sideways', 'order must be one of: asc, desc'],
      ['sort_by=size', 'sort_by must be one of: taken_date'],
    ])('refuses %s with 400', async (query, message) => {
      expect((await owner.agent.get(`/api/families/${familyId}/photos?${query}`).expect(400)).body).toEqual({ error: message });
    });

    it('shows a family only to its members', async () => {
      const stranger = await createUser(app);
      expect((await stranger.agent.get(`/api/families/${familyId}/photos`).expect(404)).body).toEqual({ error: 'Family not found' });
      await app.request().get(`/api/families/${familyId}/photos`).expect(401);
    });

    it('reads the page from the (family_id, sort_date, id) index, without sorting', async () => {
      // A planner picks a full scan for a handful of rows: give it a table of some size, another family's photos.
      await insertPhotoRows(app, await createFamily(owner, 'Neighbours'), owner.id, 2000);
      const dataSource = app.app.get(DataSource);
      const query = app.app.get(PhotosRepository).pageQuery(familyId, 'desc').offset(24).limit(13);
      const [sql, parameters] = query.getQueryAndParameters();
      if (app.mode === 'scaled') {
        const plan = await dataSource.query(`EXPLAIN ${sql}`, parameters);
        const photos = plan.find((row: { table: string }) => row.table === 'p');
        expect(photos.key).toBe('IDX_photos_family_sort');
        expect(String(photos.Extra)).not.toMatch(/filesort|temporary/i);
      } else {
        const plan = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail).join('\n');
        expect(plan).toMatch(/SEARCH p USING INDEX IDX_photos_family_sort \(family_id=\?\)/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    });
  });

  describe('GET /api/photos/:id', () => {
    it('shows a member the photo, with can_edit only for its uploader', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { description: 'Picnic' });
      await app.drainJobs();
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toEqual({ ...photo, thumbnail_status: 'ready', can_edit: true });
      expect((await admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toMatchObject({ id: photo.id, description: 'Picnic', can_edit: false });
    });

    it('answers 404 to an outsider and for a photo that does not exist, 400 for a bad id', async () => {
      const { admin, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(admin, familyId);
      expect((await outsider.agent.get(`/api/photos/${photo.id}`).expect(404)).body).toEqual({ error: 'Photo not found' });
      expect((await admin.agent.get('/api/photos/999999').expect(404)).body).toEqual({ error: 'Photo not found' });
      await admin.agent.get('/api/photos/abc').expect(400);
    });
  });

  describe('PUT /api/photos/:id', () => {
    it('lets the uploader change the texts and the date, and re-sorts the photo', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { description: 'Old', location: 'Here', taken_date: '2010-10-10' });
      await app.drainJobs();
      const fuzzy = await member.agent.put(`/api/photos/${photo.id}`).send({ description: ' New ', fuzzy_date: ' early 1990s ', taken_date: '2011-11-11' }).expect(200);
      expect(fuzzy.body.photo).toMatchObject({
        description: 'New',
        location: 'Here',
        taken_date: null,
        fuzzy_date_text: 'early 1990s',
        date_range_start: '1990-01-01',
        date_range_end: '1993-12-31',
        taken_date_precision: 'decade',
        date_certainty: 'approximate',
        sort_date: '1990-01-01T00:00:00',
      });
      const exact = await member.agent.put(`/api/photos/${photo.id}`).send({ taken_date: '1975-07-04T12:30', location: '' }).expect(200);
      expect(exact.body.photo).toMatchObject({ location: null, taken_date: '1975-07-04T12:30:00', fuzzy_date_text: null, date_range_start: null, sort_date: '1975-07-04T12:30:00' });
      const [row] = await photoRows(app, familyId);
      expect(row).toMatchObject({ month_day: '07-04', sort_date: '1975-07-04T12:30:00' });
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toEqual(exact.body.photo);
    });

    it('clears the date when both date fields are sent empty, and keeps it when neither is sent', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { fuzzy_date: '1985' });
      const kept = await member.agent.put(`/api/photos/${photo.id}`).send({ description: 'Only this' }).expect(200);
      expect(kept.body.photo).toMatchObject({ fuzzy_date_text: '1985', description: 'Only this' });
      const cleared = await member.agent.put(`/api/photos/${photo.id}`).send({ fuzzy_date: '', taken_date: null }).expect(200);
      expect(cleared.body.photo).toMatchObject({ fuzzy_date_text: null, taken_date: null, taken_date_precision: null, date_range_start: null });
      expect(cleared.body.photo.sort_date).toBe(photo.upload_date.slice(0, 19));
    });

    it('refuses everybody but the uploader: 403 to members and admins, 404 to outsiders', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { description: 'Mine' });
      expect((await admin.agent.put(`/api/photos/${photo.id}`).send({ description: 'Theirs' }).expect(403)).body).toEqual({
        error: 'Only the person who uploaded this photo can change it',
      });
      await outsider.agent.put(`/api/photos/${photo.id}`).send({ description: 'Theirs' }).expect(404);
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.description).toBe('Mine');
    });

    it.each([
      ['unreadable fuzzy text', { fuzzy_date: 'someday' }, /^fuzzy_date: .*Decades/],
      ['a day that does not exist', { taken_date: '2020-02-30' }, /^taken_date must be a real date/],
      ['a description over 2000 characters', { description: 'x'.repeat(2001) }, /^description must be at most 2000 characters long$/],
      ['a description that is no text', { description: 42 }, /^description must be a string$/],
      ['another family', { family_id: 9 }, /^property family_id should not exist$/],
    ])('refuses %s with 400', async (_case, body, message) => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      expect((await member.agent.put(`/api/photos/${photo.id}`).send(body).expect(400)).body).toEqual({ error: expect.stringMatching(message) });
    });
  });

  describe('DELETE /api/photos/:id', () => {
    const filesOf = async (familyId: number) => {
      await app.drainJobs();
      return (await storedFiles(app)).filter((path) => path.split('/')[1] === String(familyId));
    };

    it('lets the uploader delete: to the trash, where row and files wait until deleted for good', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      const kept = await uploadPhoto(member, familyId);
      await member.agent.get(`/api/photos/${photo.id}/thumbnail`).expect(200);
      expect(await filesOf(familyId)).toHaveLength(6);
      const admins = await uploadPhoto(admin, familyId);
      expect((await member.agent.delete(`/api/photos/${admins.id}`).expect(403)).body).toEqual({
        error: 'Only the person who uploaded this photo or a family admin can delete it',
      });
      await admin.agent.delete(`/api/photos/${admins.id}/permanent`).expect(404);
      await admin.agent.delete(`/api/photos/${admins.id}`).expect(204);
      await admin.agent.delete(`/api/photos/${admins.id}/permanent`).expect(200, { deleted: 1 });
      await outsider.agent.delete(`/api/photos/${photo.id}`).expect(404);
      expect(await filesOf(familyId)).toHaveLength(6);

      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await member.agent.get(`/api/photos/${photo.id}`).expect(404);
      expect((await photoRows(app, familyId)).map((row) => [row.id, row.deleted_at === null])).toEqual([
        [photo.id, false],
        [kept.id, true],
      ]);
      expect(await filesOf(familyId)).toHaveLength(6);
      await member.agent.delete(`/api/photos/${photo.id}`).expect(404);

      await member.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200, { deleted: 1 });
      expect((await photoRows(app, familyId)).map((row) => row.id)).toEqual([kept.id]);
      const [keptRow] = await photoRows(app, familyId);
      expect(await filesOf(familyId)).toEqual([keptRow.original_key, keptRow.preview_key, keptRow.thumbnail_key].sort());
      await member.agent.delete(`/api/photos/${photo.id}`).expect(404);
      await member.agent.delete(`/api/photos/${photo.id}/permanent`).expect(404);
    });

    it("lets a family admin move a member's photo to the trash, where the member finds it and the admin is named", async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toMatchObject({ can_edit: true, can_delete: true });
      expect((await admin.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toMatchObject({ can_edit: false, can_delete: true });
      await admin.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await member.agent.get(`/api/photos/${photo.id}`).expect(404);
      const trash = (await member.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos;
      expect(trash.map((row: { id: number; deleted_by: { name: string } | null }) => [row.id, row.deleted_by?.name])).toEqual([[photo.id, 'Ada Admin']]);
      await member.agent.post(`/api/photos/${photo.id}/restore`).expect(200);
      await member.agent.get(`/api/photos/${photo.id}`).expect(200);
    });

    it('lets the same file be uploaded again once its photo is deleted for good (while in the trash it says so)', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const file = await uniqueJpeg();
      const photo = await uploadPhoto(member, familyId, {}, file);
      await postPhoto(member, familyId, file).expect(409);
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      await member.agent.get(`/api/photos/${photo.id}/file`).expect(404);
      expect((await postPhoto(member, familyId, file).expect(409)).body).toEqual({ error: `Already in this family's trash (photo ${photo.id}): restore it from there` });
      await member.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200);
      await postPhoto(member, familyId, file).expect(201);
    });
  });

  describe('deleting a family', () => {
    it("removes the family's photos and their files, and nothing of other families", async () => {
      const admin = await createUser(app);
      const doomed = await createFamily(admin, 'Doomed');
      const other = await createFamily(admin, 'Other');
      const member = await createUser(app);
      await addMember(admin, doomed, member);
      await uploadPhoto(admin, doomed);
      await uploadPhoto(member, doomed);
      const survivor = await uploadPhoto(admin, other);
      await app.drainJobs();
      const before = await storedFiles(app);
      expect(before.filter((path) => path.split('/')[1] === String(doomed))).toHaveLength(6);

      await admin.agent.delete(`/api/families/${doomed}`).expect(204);
      expect(await photoRows(app, doomed)).toEqual([]);
      expect(await storedFiles(app)).toEqual(before.filter((path) => path.split('/')[1] !== String(doomed)));
      await admin.agent.get(`/api/photos/${survivor.id}/file`).expect(200);
    });
  });
});
