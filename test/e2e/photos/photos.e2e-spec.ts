import { DataSource } from 'typeorm';
import { PhotosRepository } from '@heirloom/database';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { insertDatedPhotoRows, insertPhotoRows } from '../support/photo-rows';
import { readEveryPage, startingAt, wholeListOf } from '../support/photo-pages';
import { createPerson, tagPerson } from '../support/people';
import { photoRows, postPhoto, storedFiles, uniqueJpeg, uploadPhoto, versionedUrl } from '../support/photos';

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

    describe('its plan', () => {
      // A planner picks a full scan for a handful of rows: give it a table of some size, another family's photos.
      beforeAll(async () => insertPhotoRows(app, await createFamily(owner, 'Neighbours'), owner.id, 2000));

      it.each([
        ['desc', null, 'rows'],
        ['desc', null, 'ids'],
        ['asc', null, 'ids'],
        ['desc', '1999-12-31', 'rows'],
        ['desc', '1999-12-31', 'ids'],
        ['asc', '1990-01-01', 'ids'],
      ] as const)('reads a page (%s, from %s, its %s) along the (family_id, sort_date, id, deleted_at) index, without sorting', async (order, from, read) => {
        const dataSource = app.app.get(DataSource);
        const query = app.app.get(PhotosRepository).pageQuery(familyId, order, from, read).offset(24).limit(13);
        const [sql, parameters] = query.getQueryAndParameters();
        if (app.mode === 'scaled') {
          const plan = await dataSource.query(`EXPLAIN ${sql}`, parameters);
          const photos = plan.find((row: { table: string }) => row.table === 'p');
          expect(photos).toMatchObject({ key: 'IDX_photos_family_sort', type: from === null ? 'ref' : 'range' });
          expect(String(photos.Extra)).not.toMatch(/filesort|temporary/i);
          // Its ids alone: the OFFSET skips index entries, never a photo's row.
          if (read === 'ids') expect(String(photos.Extra)).toMatch(/Using index/);
        } else {
          const plan = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail).join('\n');
          // SQLite writes < for <= and > for >=.
          const range = `(family_id=?${from === null ? '' : order === 'desc' ? ' AND sort_date<?' : ' AND sort_date>?'})`;
          expect(plan).toContain(`SEARCH p USING ${read === 'ids' ? 'COVERING INDEX' : 'INDEX'} IDX_photos_family_sort ${range}`);
          expect(plan).not.toMatch(/TEMP B-TREE/);
        }
      });
    });
  });

  describe('deep pages and ?from (issue 18): the whole list, sliced', () => {
    let owner: TestUser;
    let familyId: number;
    let person: number;
    const path = () => `/api/families/${familyId}/photos`;

    beforeAll(async () => {
      owner = await createUser(app);
      familyId = await createFamily(owner, 'Deep');
      // Each kind of date through an upload: exact, a day, fuzzy (its range's start), none (its upload time, twice).
      for (const fields of [{ taken_date: '1985-06-01T12:00' }, { taken_date: '1989-12-31' }, { fuzzy_date: '1980s' }, {}, { fuzzy_date: 'Christmas 1990' }, {}]) {
        await uploadPhoto(owner, familyId, fields);
      }
      // Many photos share a few instants, at the edges of the days asked for below: only the id orders them.
      const instants = ['1980-01-01T00:00:00', '1985-06-01T12:00:00', '1989-12-31T23:59:59', '1990-01-01T00:00:00', '2001-05-05T10:00:00'];
      await insertDatedPhotoRows(app, familyId, owner.id, Array.from({ length: 45 }, (_, i) => instants[i % instants.length]));
      // Another family's photos between them in the table.
      await insertPhotoRows(app, await createFamily(owner, 'Next door'), owner.id, 30);
      const rows = await photoRows(app, familyId);
      person = (await createPerson(owner, familyId)).id;
      for (const row of rows.filter((_, i) => i % 3 === 0)) await tagPerson(owner, Number(row.id), person);
      // In the trash (some of them tagged): in no list.
      for (const row of rows.filter((_, i) => i % 8 === 3)) await owner.agent.delete(`/api/photos/${row.id}`).expect(204);
    });

    it.each([
      ['desc', 1],
      ['asc', 5],
      ['desc', 7],
      ['asc', 12],
      ['desc', 100],
    ] as const)('%s, %i a page: exactly the old paging’s photos, the trash left out, an empty page past the end', async (order, perPage) => {
      const whole = await wholeListOf(app, [familyId], order);
      expect(whole).toHaveLength(51 - 6);
      expect(await readEveryPage(owner, path(), { order, sort_by: 'taken_date' }, perPage)).toEqual(whole.map((photo) => photo.id));
    });

    it('answers a deep page asked for at once as the same slice', async () => {
      const whole = await wholeListOf(app, [familyId], 'desc');
      const { body } = await owner.agent.get(path()).query({ page: 9, per_page: 4 }).expect(200);
      expect(body.photos.map((photo: { id: number }) => photo.id)).toEqual(whole.slice(32, 36).map((photo) => photo.id));
      expect(body.pagination.has_next).toBe(true);
    });

    it.each([
      ['desc', '1989-12-31', 3],
      ['desc', '1989-12-30', 4],
      ['asc', '1990-01-01', 2],
      ['asc', '1985-06-01', 5],
      // A day before every photo, or after every one: nothing.
      ['desc', '1970-01-01', 3],
      ['asc', '2999-01-01', 3],
    ] as const)('%s from %s, %i a page: the whole list from that day on', async (order, from, perPage) => {
      const expected = startingAt(await wholeListOf(app, [familyId], order), order, from).map((photo) => photo.id);
      expect(await readEveryPage(owner, path(), { order, from }, perPage)).toEqual(expected);
    });

    it('places an undated photo by its upload time, as the whole list does', async () => {
      const { body } = await owner.agent.get(path()).query({ from: new Date().toISOString().slice(0, 10), per_page: 100 }).expect(200);
      const undated = body.photos.filter((photo: { taken_date: string | null; fuzzy_date_text: string | null }) => photo.taken_date === null && photo.fuzzy_date_text === null);
      expect(undated.length).toBeGreaterThan(0);
      expect((await owner.agent.get(path()).query({ from: '2020-01-01', order: 'asc' }).expect(200)).body.photos.map((photo: { id: number }) => photo.id)).toEqual(
        undated.map((photo: { id: number }) => photo.id).reverse(),
      );
    });

    it('combines with person_ids: the photos with the person, from the day on', async () => {
      const tagged = new Set((await owner.agent.get(path()).query({ person_ids: person, per_page: 100 }).expect(200)).body.photos.map((photo: { id: number }) => photo.id));
      const expected = startingAt(await wholeListOf(app, [familyId], 'desc'), 'desc', '1989-12-31').filter((photo) => tagged.has(photo.id));
      expect(expected.length).toBeGreaterThan(2);
      expect(await readEveryPage(owner, path(), { person_ids: person, from: '1989-12-31' }, 2)).toEqual(expected.map((photo) => photo.id));
    });

    it.each(['1989-13-01', '2023-02-29', 'yesterday', '19891231', '1989-12-31T10:00'])('refuses from=%s with 400', async (from) => {
      expect((await owner.agent.get(path()).query({ from }).expect(400)).body).toEqual({ error: 'from must be a real date written like 2024-05-17' });
    });

    it('reads a blank from as none', async () => {
      const whole = await wholeListOf(app, [familyId], 'desc');
      expect((await owner.agent.get(path()).query({ from: ' ', per_page: 3 }).expect(200)).body.photos.map((photo: { id: number }) => photo.id)).toEqual(
        whole.slice(0, 3).map((photo) => photo.id),
      );
    });
  });

  describe('GET /api/photos/:id', () => {
    it('shows a member the photo, with can_edit only for its uploader', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { description: 'Picnic' });
      await app.drainJobs();
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo).toEqual({
        ...photo,
        thumbnail_status: 'ready',
        thumbnail_url: versionedUrl(`/api/photos/${photo.id}/thumbnail`),
        preview_url: versionedUrl(`/api/photos/${photo.id}/preview`),
        can_edit: true,
      });
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
