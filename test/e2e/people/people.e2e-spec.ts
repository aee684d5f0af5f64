import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { addMember, createFamily, createFamilyWithRoles, createUser, TestUser } from '../support/factories';
import { createPerson, tagPerson } from '../support/people';
import { binary, storedFiles, twoColourJpeg, uploadPhoto, versionedUrl } from '../support/photos';
import { PeopleRepository } from '@heirloom/database';
import { insertPhotoRows } from '../support/photo-rows';
import { TestApp } from '../support/test-app';

/** People of a family (issue 14): who they are, where they are in photos, their age there, their birthdays. */
describe('People', () => {
  let app: TestApp;
  let root: TestUser;

  beforeAll(async () => {
    app = await TestApp.start();
    // The first account is the platform admin (it deletes accounts below).
    root = await createUser(app, { name: 'Root' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const rows = (sql: string, params: unknown[] = []) => app.app.get(DataSource).query(sql, params);

  describe('POST and GET /api/families/:id/people', () => {
    it('adds a person with an exact birth day and a fuzzy death date, names in any script intact', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const name = 'Ōma Zoë 李秀英 👵🏽';
      const person = await createPerson(member, familyId, { name: `  ${name} `, birth_date: '1931-05-02', death_date: 'about 2010', notes: 'Grew up by the lake' });
      expect(person).toEqual({
        id: expect.any(Number),
        family_id: familyId,
        name,
        birth_date_text: '1931-05-02',
        birth_range_start: '1931-05-02',
        birth_range_end: '1931-05-02',
        death_date_text: 'about 2010',
        death_range_start: '2009-01-01',
        death_range_end: '2011-12-31',
        user: null,
        notes: 'Grew up by the lake',
        photo_count: 0,
        thumbnail_url: null,
        can_edit: true,
        face_photo_id: null,
      });
      expect((await member.agent.get(`/api/people/${person.id}`).expect(200)).body).toEqual({ person });
      expect((await admin.agent.get(`/api/people/${person.id}`).expect(200)).body.person).toMatchObject({ name, can_edit: true });
    });

    it('lists by name and narrows by a name prefix, of any word, ignoring case and accents', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      for (const name of ['Zoë Brown', 'anna Smith', 'Émile Zola', 'Bob Annan']) await createPerson(member, familyId, { name });
      const names = async (query = '') => (await member.agent.get(`/api/families/${familyId}/people${query}`).expect(200)).body.people.map((p: { name: string }) => p.name);
      expect(await names()).toEqual(['anna Smith', 'Bob Annan', 'Émile Zola', 'Zoë Brown']);
      expect(await names('?q=ann')).toEqual(['anna Smith', 'Bob Annan']);
      expect(await names('?q=emi')).toEqual(['Émile Zola']);
      expect(await names('?q=ZOE')).toEqual(['Zoë Brown']);
      expect(await names('?q=zo%20br')).toEqual(['Zoë Brown']);
    });

    it('pages the people by name, 100 a page unless asked otherwise', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      for (const name of ['Dora', 'Abe', 'Cleo', 'Bea', 'Eli']) await createPerson(member, familyId, { name });
      const page = async (query: string) => (await member.agent.get(`/api/families/${familyId}/people${query}`).expect(200)).body;
      const first = await page('?per_page=2');
      expect(first.people.map((p: { name: string }) => p.name)).toEqual(['Abe', 'Bea']);
      expect(first.pagination).toEqual({ page: 1, per_page: 2, has_next: true });
      const last = await page('?per_page=2&page=3');
      expect([last.people.map((p: { name: string }) => p.name), last.pagination.has_next]).toEqual([['Eli'], false]);
      expect((await page('')).pagination).toEqual({ page: 1, per_page: 100, has_next: false });
      expect((await page('?q=c&per_page=1')).people.map((p: { name: string }) => p.name)).toEqual(['Cleo']);
      for (const bad of ['per_page=101', 'per_page=0', 'page=0', 'page=x']) {
        expect((await member.agent.get(`/api/families/${familyId}/people?${bad}`).expect(400)).body.error).toMatch(/^(page|per_page) /);
      }
    });

    it('links a member, at most one person per member', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const person = await createPerson(admin, familyId, { name: 'Max', user_id: member.id });
      expect(person.user).toEqual({ id: member.id, name: 'Max Member' });
      const second = await admin.agent.post(`/api/families/${familyId}/people`).send({ name: 'Max again', user_id: member.id }).expect(409);
      expect(second.body).toEqual({ error: 'This member is already a person of the family' });
      const other = await createPerson(admin, familyId, { name: 'Other' });
      await admin.agent.put(`/api/people/${other.id}`).send({ user_id: member.id }).expect(409);
      expect((await admin.agent.put(`/api/people/${person.id}`).send({ user_id: null }).expect(200)).body.person.user).toBeNull();
      expect((await admin.agent.put(`/api/people/${other.id}`).send({ user_id: member.id }).expect(200)).body.person.user).toEqual({ id: member.id, name: 'Max Member' });
    });

    it.each([
      ['a name of only spaces', { name: '   ' }, 'name is required'],
      ['no name', {}, 'name is required'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name must be at most 100 characters long'],
      ['notes of 2001 characters', { name: 'N', notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters long'],
      ['a user_id that is text', { name: 'N', user_id: '3' }, 'user_id must be a whole number'],
      ['an unknown field', { name: 'N', photo_id: 1 }, 'property photo_id should not exist'],
    ])('refuses %s with 400', async (_label, body, message) => {
      const { member, familyId } = await createFamilyWithRoles(app);
      expect((await member.agent.post(`/api/families/${familyId}/people`).send(body).expect(400)).body).toEqual({ error: message });
    });

    it('refuses an unreadable date and a death before the birth with 400, naming the field', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const post = (body: object) => member.agent.post(`/api/families/${familyId}/people`).send({ name: 'N', ...body }).expect(400);
      expect((await post({ birth_date: 'once upon a time' })).body.error).toMatch(/^birth_date: /);
      expect((await post({ death_date: '1931-02-30' })).body.error).toMatch(/^death_date: /);
      expect((await post({ birth_date: '1950', death_date: '1949' })).body).toEqual({ error: 'death_date must not come before birth_date' });
      const person = await createPerson(member, familyId, { name: 'N', birth_date: '1950' });
      expect((await member.agent.put(`/api/people/${person.id}`).send({ death_date: 'summer 1930' }).expect(400)).body).toEqual({
        error: 'death_date must not come before birth_date',
      });
    });

    it('refuses an account that is not a member: 400 when the caller knows it, 404 when not', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const cousin = await createUser(app);
      const elsewhere = await createFamily(cousin, 'Elsewhere');
      await addMember(cousin, elsewhere, admin);
      const stranger = await createUser(app);
      const post = (userId: number) => admin.agent.post(`/api/families/${familyId}/people`).send({ name: 'N', user_id: userId });
      expect((await post(cousin.id).expect(400)).body).toEqual({ error: 'user_id: this account is not a member of the family' });
      expect((await post(stranger.id).expect(404)).body).toEqual({ error: 'User not found' });
      expect((await post(2_000_000).expect(404)).body).toEqual({ error: 'User not found' });
    });

    it('keeps outsiders out with 404 and signed-out callers with 401', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      const person = await createPerson(member, familyId);
      expect((await outsider.agent.get(`/api/families/${familyId}/people`).expect(404)).body).toEqual({ error: 'Family not found' });
      await outsider.agent.post(`/api/families/${familyId}/people`).send({ name: 'N' }).expect(404);
      for (const call of [outsider.agent.get(`/api/people/${person.id}`), outsider.agent.put(`/api/people/${person.id}`).send({ name: 'X' }), outsider.agent.delete(`/api/people/${person.id}`)]) {
        expect((await call.expect(404)).body).toEqual({ error: 'Person not found' });
      }
      await app.request().get(`/api/people/${person.id}`).expect(401);
    });
  });

  describe('PUT and DELETE /api/people/:id', () => {
    it('lets the member who added them or an admin change and delete them, no other member', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const other = await createUser(app);
      await addMember(admin, familyId, other);
      const person = await createPerson(member, familyId, { birth_date: '1931' });
      expect((await other.agent.get(`/api/people/${person.id}`).expect(200)).body.person.can_edit).toBe(false);
      expect((await other.agent.put(`/api/people/${person.id}`).send({ name: 'X' }).expect(403)).body).toEqual({
        error: 'Only the member who added this person or a family admin can change them',
      });
      await other.agent.delete(`/api/people/${person.id}`).expect(403);
      const changed = (await member.agent.put(`/api/people/${person.id}`).send({ name: 'Rosa', birth_date: 'spring 1931', notes: '' }).expect(200)).body.person;
      expect(changed).toMatchObject({ name: 'Rosa', birth_date_text: 'spring 1931', birth_range_start: '1931-03-01', birth_range_end: '1931-05-31', notes: null });
      expect((await admin.agent.put(`/api/people/${person.id}`).send({ birth_date: null }).expect(200)).body.person).toMatchObject({ name: 'Rosa', birth_date_text: null, birth_range_start: null });
      await member.agent.put(`/api/people/${person.id}`).send({ name: ' ' }).expect(400);
      expect((await admin.agent.delete(`/api/people/${person.id}`).expect(200)).body.person).toMatchObject({ id: person.id, name: 'Rosa' });
      await member.agent.get(`/api/people/${person.id}`).expect(404);
    });

    it('deleting a person removes their tags and face, never the photos', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      const person = await createPerson(member, familyId);
      await tagPerson(member, photo.id, person.id, { x: 0.1, y: 0.1, width: 0.5, height: 0.5 });
      await member.agent.get(`/api/people/${person.id}/thumbnail`).expect(200);
      const face = (await rows('SELECT face_key FROM people WHERE id = ?', [person.id]))[0].face_key;
      expect(await storedFiles(app)).toContain(face);
      await member.agent.delete(`/api/people/${person.id}`).expect(200);
      expect(await rows('SELECT * FROM photo_people WHERE person_id = ?', [person.id])).toEqual([]);
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.people).toEqual([]);
      expect(await storedFiles(app)).not.toContain(face);
    });
  });

  describe('tags: POST, PUT and DELETE /api/photos/:id/people', () => {
    it('tags a person with a box; the photo lists them with their age there; a second tag is 409', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { taken_date: '1955-07-10' });
      const rose = await createPerson(member, familyId, { name: 'Rose', birth_date: '1931-05-02' });
      const region = { x: 0.25, y: 0.1, width: 0.5, height: 0.4 };
      const created = await member.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: rose.id, region }).expect(201);
      expect(created.body).toEqual({ tag: { person_id: rose.id, name: 'Rose', region } });
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.people).toEqual([
        { id: rose.id, name: 'Rose', region, age_at_photo: { min: 24, max: 24, text: '24' } },
      ]);
      expect((await member.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: rose.id }).expect(409)).body).toEqual({ error: 'This person is already tagged in this photo' });
    });

    it('gives an age range from fuzzy dates, and none without a birth or photo date', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const summer = await uploadPhoto(member, familyId, { fuzzy_date: 'summer 1955' });
      const undated = await uploadPhoto(member, familyId);
      const grandma = await createPerson(member, familyId, { name: 'Grandma', birth_date: 'about 1931' });
      const nobody = await createPerson(member, familyId, { name: 'Unknown' });
      await tagPerson(member, summer.id, grandma.id);
      await tagPerson(member, summer.id, nobody.id);
      await tagPerson(member, undated.id, grandma.id);
      expect((await member.agent.get(`/api/photos/${summer.id}`).expect(200)).body.photo.people).toEqual([
        { id: grandma.id, name: 'Grandma', region: null, age_at_photo: { min: 22, max: 25, text: '22–25' } },
        { id: nobody.id, name: 'Unknown', region: null, age_at_photo: null },
      ]);
      expect((await member.agent.get(`/api/photos/${undated.id}`).expect(200)).body.photo.people[0].age_at_photo).toBeNull();
      // The age follows the photo's date when it is changed.
      const updated = (await member.agent.put(`/api/photos/${undated.id}`).send({ taken_date: '1931-12-31' }).expect(200)).body.photo;
      expect(updated.people[0].age_at_photo).toEqual({ min: 0, max: 1, text: '0–1' });
    });

    it.each([
      ['outside the image', { x: 0.8, y: 0, width: 0.3, height: 0.5 }],
      ['of zero width', { x: 0.1, y: 0.1, width: 0, height: 0.5 }],
      ['of zero height', { x: 0.1, y: 0.1, width: 0.5, height: 0 }],
      ['negative', { x: -0.1, y: 0, width: 0.5, height: 0.5 }],
      ['above 1', { x: 0, y: 0, width: 1.5, height: 0.5 }],
      ['with text', { x: '0', y: 0, width: 0.5, height: 0.5 }],
      ['missing a side', { x: 0, y: 0, width: 0.5 }],
      ['with an extra field', { x: 0, y: 0, width: 0.5, height: 0.5, z: 1 }],
      ['a list', [0, 0, 0.5, 0.5]],
    ])('refuses a region %s with 400', async (_label, region) => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      const person = await createPerson(member, familyId);
      const response = await member.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: person.id, region }).expect(400);
      expect(response.body.error).toMatch(/^region must be \{x, y, width, height\}/);
      await tagPerson(member, photo.id, person.id);
      await member.agent.put(`/api/photos/${photo.id}/people/${person.id}`).send({ region }).expect(400);
    });

    it('refuses a person of another family, or none, with 404; outsiders get 404 for the photo', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      const theirs = await createFamily(outsider, 'Theirs');
      const stranger = await createPerson(outsider, theirs, { name: 'Stranger' });
      expect((await member.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: stranger.id }).expect(404)).body).toEqual({ error: 'Person not found' });
      await member.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: 2_000_000 }).expect(404);
      await member.agent.post(`/api/photos/${photo.id}/people`).send({}).expect(400);
      const mine = await createPerson(member, familyId);
      expect((await outsider.agent.post(`/api/photos/${photo.id}/people`).send({ person_id: mine.id }).expect(404)).body).toEqual({ error: 'Photo not found' });
    });

    it("lets the tagger, the photo's uploader or an admin change or remove a tag, no other member", async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const tagger = await createUser(app);
      const other = await createUser(app);
      await addMember(admin, familyId, tagger);
      await addMember(admin, familyId, other);
      const photo = await uploadPhoto(member, familyId);
      const people = [await createPerson(tagger, familyId, { name: 'A' }), await createPerson(tagger, familyId, { name: 'B' }), await createPerson(tagger, familyId, { name: 'C' })];
      for (const person of people) await tagPerson(tagger, photo.id, person.id);
      const [a, b, c] = people.map((person) => `/api/photos/${photo.id}/people/${person.id}`);
      expect((await other.agent.delete(a).expect(403)).body).toEqual({
        error: "Only the member who tagged this person, the photo's uploader or a family admin can change or remove this tag",
      });
      await other.agent.put(a).send({ region: null }).expect(403);
      const box = { x: 0, y: 0, width: 1, height: 1 };
      expect((await tagger.agent.put(a).send({ region: box }).expect(200)).body).toEqual({ tag: { person_id: people[0].id, name: 'A', region: box } });
      expect((await member.agent.put(a).send({ region: null }).expect(200)).body.tag.region).toBeNull();
      await member.agent.put(a).send({}).expect(400);
      expect((await tagger.agent.delete(a).expect(200)).body).toEqual({ tag: { person_id: people[0].id, name: 'A', region: null } });
      await member.agent.delete(b).expect(200);
      await admin.agent.delete(c).expect(200);
      expect((await admin.agent.delete(c).expect(404)).body).toEqual({ error: 'This person is not tagged in this photo' });
      expect((await member.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.people).toEqual([]);
    });

    it('deleting a photo takes its tags to the trash with it, deleting it for good removes them, never the person', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId);
      const person = await createPerson(member, familyId);
      await tagPerson(member, photo.id, person.id);
      expect((await member.agent.get(`/api/people/${person.id}`).expect(200)).body.person).toMatchObject({ photo_count: 1, thumbnail_url: versionedUrl(`/api/people/${person.id}/thumbnail`) });
      await member.agent.delete(`/api/photos/${photo.id}`).expect(204);
      // In the trash the tag waits with the photo (a restore brings it back) but counts nowhere.
      expect(await rows('SELECT person_id FROM photo_people WHERE photo_id = ?', [photo.id])).toHaveLength(1);
      expect((await member.agent.get(`/api/people/${person.id}`).expect(200)).body.person).toMatchObject({ photo_count: 0, thumbnail_url: null });
      await member.agent.delete(`/api/photos/${photo.id}/permanent`).expect(200);
      expect(await rows('SELECT * FROM photo_people WHERE photo_id = ?', [photo.id])).toEqual([]);
      expect((await member.agent.get(`/api/people/${person.id}`).expect(200)).body.person).toMatchObject({ photo_count: 0, thumbnail_url: null });
    });
  });

  describe('GET /api/people/:id/photos and the person filter', () => {
    it("pages a person's photos oldest first with their age on each", async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const rose = await createPerson(member, familyId, { name: 'Rose', birth_date: '1931-05-02' });
      const dates = ['1960-01-01', '1940-06-01', '1950-05-02'];
      for (const taken_date of dates) await tagPerson(member, (await uploadPhoto(member, familyId, { taken_date })).id, rose.id);
      await uploadPhoto(member, familyId, { taken_date: '1945-01-01' });
      const first = (await member.agent.get(`/api/people/${rose.id}/photos?per_page=2`).expect(200)).body;
      expect(first.pagination).toEqual({ page: 1, per_page: 2, has_next: true });
      expect(first.photos.map((p: { taken_date: string; people: Array<{ age_at_photo: { text: string } }> }) => [p.taken_date, p.people[0].age_at_photo.text])).toEqual([
        ['1940-06-01', '9'],
        ['1950-05-02', '19'],
      ]);
      const second = (await member.agent.get(`/api/people/${rose.id}/photos?per_page=2&page=2`).expect(200)).body;
      expect(second.photos.map((p: { taken_date: string }) => p.taken_date)).toEqual(['1960-01-01']);
      expect(second.pagination.has_next).toBe(false);
      const newest = (await member.agent.get(`/api/people/${rose.id}/photos?order=desc`).expect(200)).body.photos;
      expect(newest.map((p: { taken_date: string }) => p.taken_date)).toEqual(['1960-01-01', '1950-05-02', '1940-06-01']);
      await member.agent.get(`/api/people/${rose.id}/photos?order=up`).expect(400);
    });

    it("keeps a person's page in date order as photos are redated, tagged, trashed and restored (each tag holds its photo's date)", async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const rose = await createPerson(member, familyId, { name: 'Rose' });
      const [a, b, c] = [await uploadPhoto(member, familyId, { taken_date: '1950-01-01' }), await uploadPhoto(member, familyId, { taken_date: '1960-01-01' }), await uploadPhoto(member, familyId, { taken_date: '1970-01-01' })];
      for (const photo of [a, b]) await tagPerson(member, photo.id, rose.id);
      const page = async () => (await member.agent.get(`/api/people/${rose.id}/photos?order=desc`).expect(200)).body.photos.map((p: { id: number }) => p.id);
      expect(await page()).toEqual([b.id, a.id]);
      // Redated by an edit: the tag's date follows.
      await member.agent.put(`/api/photos/${a.id}`).send({ taken_date: '1980-01-01' }).expect(200);
      expect(await page()).toEqual([a.id, b.id]);
      await member.agent.patch(`/api/families/${familyId}/photos/batch-date`).send({ photo_ids: [b.id], taken_date: '1990-01-01' }).expect(200);
      expect(await page()).toEqual([b.id, a.id]);
      // A tag added later takes its photo's date.
      await tagPerson(member, c.id, rose.id);
      expect(await page()).toEqual([b.id, a.id, c.id]);
      expect(await rows('SELECT photo_id, sort_date FROM photo_people WHERE person_id = ? ORDER BY photo_id', [rose.id])).toEqual(
        await rows('SELECT id AS photo_id, sort_date FROM photos WHERE id IN (?, ?, ?) ORDER BY id', [a.id, b.id, c.id]),
      );
      await member.agent.delete(`/api/photos/${b.id}`).expect(204);
      expect(await page()).toEqual([a.id, c.id]);
      await member.agent.post(`/api/photos/${b.id}/restore`).expect(200);
      expect(await page()).toEqual([b.id, a.id, c.id]);
    });

    it('filters the family page and the timeline by two people: photos with both', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      const [ann, bob] = [await createPerson(member, familyId, { name: 'Ann' }), await createPerson(member, familyId, { name: 'Bob' })];
      const both = await uploadPhoto(member, familyId, { taken_date: '2000-01-01' });
      const annOnly = await uploadPhoto(member, familyId, { taken_date: '2001-01-01' });
      const bothAgain = await uploadPhoto(member, familyId, { taken_date: '2002-01-01' });
      await uploadPhoto(member, familyId, { taken_date: '2003-01-01' });
      for (const photo of [both, bothAgain]) {
        await tagPerson(member, photo.id, ann.id);
        await tagPerson(member, photo.id, bob.id);
      }
      await tagPerson(member, annOnly.id, ann.id);
      const ids = (body: { photos: Array<{ id: number }> }) => body.photos.map((photo) => photo.id);
      expect(ids((await member.agent.get(`/api/families/${familyId}/photos?person_ids=${ann.id},${bob.id}`).expect(200)).body)).toEqual([bothAgain.id, both.id]);
      expect(ids((await member.agent.get(`/api/families/${familyId}/photos?person_ids=${ann.id}&order=asc`).expect(200)).body)).toEqual([both.id, annOnly.id, bothAgain.id]);
      expect(ids((await member.agent.get(`/api/timeline?person_ids=${bob.id},${ann.id}`).expect(200)).body)).toEqual([bothAgain.id, both.id]);
      const paged = (await member.agent.get(`/api/timeline?person_ids=${ann.id}&per_page=2`).expect(200)).body;
      expect([ids(paged), paged.pagination.has_next]).toEqual([[bothAgain.id, annOnly.id], true]);

      const theirs = await createFamily(outsider, 'Theirs');
      const stranger = await createPerson(outsider, theirs, { name: 'Stranger' });
      expect((await member.agent.get(`/api/families/${familyId}/photos?person_ids=${stranger.id}`).expect(404)).body).toEqual({ error: 'Person not found' });
      await member.agent.get(`/api/timeline?person_ids=${ann.id},${stranger.id}`).expect(404);
      for (const bad of ['x', '1,,a', '0', '-1', Array.from({ length: 11 }, (_, i) => i + 1).join(',')]) {
        expect((await member.agent.get(`/api/families/${familyId}/photos?person_ids=${bad}`).expect(400)).body.error).toMatch(/^person_ids must be/);
        await member.agent.get(`/api/timeline?person_ids=${bad}`).expect(400);
      }
    });
  });

  describe('the person filter query', () => {
    it('reads tags by person and photos by key, never scanning the family or the tags', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      // A planner picks a full scan for a handful of rows: give it tables of some size.
      await insertPhotoRows(app, familyId, member.id, 1500);
      const [ann, bob, cat] = [await createPerson(member, familyId, { name: 'Ann' }), await createPerson(member, familyId, { name: 'Bob' }), await createPerson(member, familyId, { name: 'Cat' })];
      const photoIds: Array<{ id: number }> = await rows('SELECT id FROM photos WHERE family_id = ? ORDER BY id', [familyId]);
      const tags = photoIds.flatMap(({ id }, i) => [
        [id, cat.id],
        ...(i % 10 === 0 ? [[id, ann.id]] : []),
        ...(i % 15 === 0 ? [[id, bob.id]] : []),
      ]);
      for (let start = 0; start < tags.length; start += 400) {
        const chunk = tags.slice(start, start + 400);
        await rows(`INSERT INTO photo_people (photo_id, person_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`, chunk.flat());
      }
      const listed = (await member.agent.get(`/api/families/${familyId}/photos?person_ids=${ann.id},${bob.id}&per_page=100`).expect(200)).body.photos;
      expect(listed).toHaveLength(50);
      expect((await member.agent.get(`/api/people/${ann.id}/photos?per_page=100&page=2`).expect(200)).body.photos).toHaveLength(50);
      // A person's pages in their tags' date order hold what sorting their photos gives.
      const byDate: Array<{ id: number }> = await rows(
        'SELECT p.id FROM photo_people t INNER JOIN photos p ON p.id = t.photo_id WHERE t.person_id = ? ORDER BY p.sort_date DESC, p.id DESC',
        [cat.id],
      );
      const catPages = [];
      for (let page = 1; page <= 15; page++) catPages.push(...(await member.agent.get(`/api/people/${cat.id}/photos?order=desc&per_page=100&page=${page}`).expect(200)).body.photos);
      expect(catPages.map((photo: { id: number }) => photo.id)).toEqual(byDate.map((row) => Number(row.id)));
      const repository = app.app.get(PeopleRepository);
      // A person's page walks their tags in date order through (person_id, sort_date, photo_id): nothing sorted.
      const [personSql, personParameters] = repository.personPhotoPageQuery(cat.id, 'desc').limit(13).getQueryAndParameters();
      if (app.mode === 'scaled') {
        const plan: Array<{ table: string; key: string | null; Extra: string }> = await app.app.get(DataSource).query(`EXPLAIN ${personSql}`, personParameters);
        expect(plan.map((row) => ({ table: row.table, key: row.key, sorted: /filesort|temporary/i.test(row.Extra) }))).toEqual([
          { table: 't', key: 'IDX_photo_people_person_date', sorted: false },
          { table: 'p', key: 'PRIMARY', sorted: false },
        ]);
      } else {
        const plan = (await app.app.get(DataSource).query(`EXPLAIN QUERY PLAN ${personSql}`, personParameters)).map((row: { detail: string }) => row.detail).join('\n');
        expect(plan).toMatch(/^SEARCH t USING COVERING INDEX IDX_photo_people_person_date \(person_id=\?\)\nSEARCH p USING INTEGER PRIMARY KEY \(rowid=\?\)$/);
      }
      // The family page filtered by people starts from one person's tags and reads the rest by key.
      const [sql, parameters] = repository.familyPhotoPageQuery(familyId, [ann.id, bob.id]).orderBy('p.sortDate', 'DESC').addOrderBy('p.id', 'DESC').limit(13).getQueryAndParameters();
      if (app.mode === 'scaled') {
        const plan: Array<{ table: string; type: string; key: string | null }> = await app.app.get(DataSource).query(`EXPLAIN ${sql}`, parameters);
        const tagged = plan.filter((row) => row.table !== 'u');
        expect(tagged.map((row) => ({ table: row.table, scan: row.type === 'ALL' || row.key === null }))).toEqual(tagged.map((row) => ({ table: row.table, scan: false })));
        // It starts from the tags of one of the people (MariaDB picks the one with fewer photos).
        expect(tagged[0]).toMatchObject({ table: expect.stringMatching(/^t\d$/), key: 'IDX_photo_people_person' });
      } else {
        const plan = (await app.app.get(DataSource).query(`EXPLAIN QUERY PLAN ${sql}`, parameters)).map((row: { detail: string }) => row.detail).join('\n');
        expect(plan).not.toMatch(/SCAN (p|t0|t1)\b/);
        expect(plan).toMatch(/^SEARCH t0 USING COVERING INDEX IDX_photo_people_person \(person_id=\?\)/);
      }
    });
  });

  describe('search, suggestions and On This Day', () => {
    it('finds people by name and photos by the names tagged in them; a tag removed leaves the results', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      const photo = await uploadPhoto(member, familyId, { description: 'At the pier' });
      const person = await createPerson(member, familyId, { name: 'Wilhelmina Quade' });
      const search = async (user: TestUser, q: string) => (await user.agent.get(`/api/search?q=${encodeURIComponent(q)}`).expect(200)).body;
      let body = await search(member, 'wilhelmina');
      expect(body.counts).toEqual({ photos: 0, stories: 0, comments: 0, people: 1 });
      expect(body.results.people).toEqual([
        { id: person.id, name: 'Wilhelmina Quade', birth_date_text: null, death_date_text: null, thumbnail_url: null, family: { id: familyId, name: 'The Testers' } },
      ]);
      await tagPerson(member, photo.id, person.id);
      body = await search(member, 'quade');
      expect(body.counts).toEqual({ photos: 1, stories: 0, comments: 0, people: 1 });
      expect(body.results.photos.map((hit: { id: number }) => hit.id)).toEqual([photo.id]);
      expect(body.total).toBe(2);
      // Names and texts together, and a photo found both ways counted once.
      await member.agent.put(`/api/photos/${photo.id}`).send({ description: 'Quade at the pier' }).expect(200);
      expect((await search(member, 'quade')).counts.photos).toBe(1);
      expect((await search(outsider, 'quade')).counts).toEqual({ photos: 0, stories: 0, comments: 0, people: 0 });
      await member.agent.put(`/api/photos/${photo.id}`).send({ description: 'At the pier' }).expect(200);
      await member.agent.delete(`/api/photos/${photo.id}/people/${person.id}`).expect(200);
      expect((await search(member, 'quade')).counts).toEqual({ photos: 0, stories: 0, comments: 0, people: 1 });
      const suggestions = (await member.agent.get('/api/search/suggestions?q=wilh').expect(200)).body.suggestions;
      expect(suggestions).toContainEqual({ text: 'Wilhelmina Quade', type: 'person' });
    });

    it('finds people whose name has every word (a word begun, accents and case aside), counted in all and paged by name', async () => {
      const { member, familyId } = await createFamilyWithRoles(app);
      const bo = await createPerson(member, familyId, { name: 'Bo Quist' });
      const anna = await createPerson(member, familyId, { name: 'Anna Quist' });
      const aasa = await createPerson(member, familyId, { name: 'Åsa Quistgaard' });
      await createPerson(member, familyId, { name: 'Anna Berg' });
      const found = async (q: string, page = '') => {
        const { body } = await member.agent.get(`/api/search?q=${encodeURIComponent(q)}${page}`).expect(200);
        return { count: body.counts.people, names: body.results.people.map((person: { id: number }) => person.id) };
      };
      expect(await found('quist')).toEqual({ count: 3, names: [anna.id, aasa.id, bo.id] });
      expect(await found('QUIST', '&limit=1&offset=1')).toEqual({ count: 3, names: [aasa.id] });
      expect(await found('quist', '&limit=2&offset=3')).toEqual({ count: 3, names: [] });
      expect(await found('asa qu')).toEqual({ count: 1, names: [aasa.id] });
      expect(await found('anna quist')).toEqual({ count: 1, names: [anna.id] });
      expect(await found('uist')).toEqual({ count: 0, names: [] });
    });

    it('lists the birthdays of the day (exact birth days only) with the age they turn', async () => {
      const viewer = await createUser(app);
      const familyId = await createFamily(viewer, 'Birthdays');
      const grandpa = await createPerson(viewer, familyId, { name: 'Grandpa', birth_date: '1931-05-02', death_date: '2001' });
      await createPerson(viewer, familyId, { name: 'Fuzzy', birth_date: 'May 1931' });
      await createPerson(viewer, familyId, { name: 'Other day', birth_date: '1931-05-03' });
      const baby = await createPerson(viewer, familyId, { name: 'Baby', birth_date: '2025-05-02' });
      const { body } = await viewer.agent.get('/api/timeline/on-this-day?date=2026-05-02').expect(200);
      expect(body.birthdays).toEqual([
        { person: expect.objectContaining({ id: baby.id, name: 'Baby' }), age: 1 },
        { person: expect.objectContaining({ id: grandpa.id, name: 'Grandpa' }), age: 95 },
      ]);
      expect((await viewer.agent.get('/api/timeline/on-this-day?date=2025-05-02').expect(200)).body.birthdays.map((b: { age: number }) => b.age)).toEqual([94]);
      const stranger = await createUser(app);
      expect((await stranger.agent.get('/api/timeline/on-this-day?date=2026-05-02').expect(200)).body.birthdays).toEqual([]);
    });
  });

  describe('GET /api/people/:id/thumbnail', () => {
    it('is a square cut from the region, made once and kept, for the family only', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      // Red on the left half, blue on the right.
      const content = await twoColourJpeg(400, 200);
      const photo = await uploadPhoto(member, familyId, {}, { content, filename: 'two.jpg', contentType: 'image/jpeg' });
      const person = await createPerson(member, familyId);
      await member.agent.get(`/api/people/${person.id}/thumbnail`).expect(404);
      await tagPerson(member, photo.id, person.id, { x: 0.6, y: 0.2, width: 0.25, height: 0.5 });
      // At the URL the person answers with: the face's version in it, so it is kept for good.
      const faceUrl = async (): Promise<string> => (await member.agent.get(`/api/people/${person.id}`).expect(200)).body.person.thumbnail_url;
      const fetch = async (url?: string) => member.agent.get(url ?? (await faceUrl())).buffer(true).parse(binary).expect(200);
      const first = await fetch();
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await fetch(`/api/people/${person.id}/thumbnail`)).headers['cache-control']).toBe('private, no-cache');
      const { data, info } = await sharp(first.body as Buffer).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([256, 256]);
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      for (const [x, y] of [[10, 10], [128, 128], [245, 245]]) {
        const [r, , b] = pixel(x, y);
        expect({ x, y, blue: b > 200 && r < 60 }).toEqual({ x, y, blue: true });
      }
      const faces = (await storedFiles(app)).filter((key) => key.startsWith(`faces/${familyId}/`));
      expect(faces).toHaveLength(1);
      const again = await fetch();
      expect(again.headers.etag).toBe(first.headers.etag);
      await member.agent.get(`/api/people/${person.id}/thumbnail`).set('If-None-Match', first.headers.etag).expect(304);
      expect((await storedFiles(app)).filter((key) => key.startsWith(`faces/${familyId}/`))).toEqual(faces);
      // A box moved to the red half makes a new face in place of the old one, at a new URL; the former URL answers
      // the new face, never to be kept.
      const blueUrl = await faceUrl();
      await member.agent.put(`/api/photos/${photo.id}/people/${person.id}`).send({ region: { x: 0.05, y: 0.2, width: 0.3, height: 0.5 } }).expect(200);
      expect(await faceUrl()).not.toBe(blueUrl);
      const red = await sharp((await fetch()).body as Buffer).raw().toBuffer();
      expect([red[0] > 200, red[2] < 60]).toEqual([true, true]);
      const stale = await fetch(blueUrl);
      expect(stale.headers['cache-control']).toBe('private, no-cache');
      expect(Buffer.compare(stale.body as Buffer, (await fetch()).body as Buffer)).toBe(0);
      expect((await storedFiles(app)).filter((key) => key.startsWith(`faces/${familyId}/`))).toHaveLength(1);
      expect((await outsider.agent.get(`/api/people/${person.id}/thumbnail`).expect(404)).body).toEqual({ error: 'Person not found' });
      await app.request().get(`/api/people/${person.id}/thumbnail`).expect(401);
    });

    it('is cut from the photo chosen for it (one they are tagged in), and from the latest again once unchosen', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const red = await uploadPhoto(member, familyId, {}, { content: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } }).jpeg().toBuffer(), filename: 'red.jpg', contentType: 'image/jpeg' });
      const blue = await uploadPhoto(member, familyId, {}, { content: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } }).jpeg().toBuffer(), filename: 'blue.jpg', contentType: 'image/jpeg' });
      const untagged = await uploadPhoto(member, familyId);
      const person = await createPerson(member, familyId);
      await tagPerson(member, red.id, person.id, { x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
      await tagPerson(member, blue.id, person.id, { x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
      // The face at the URL the person answers with: a new face is a new URL, so no kept copy of the former shows.
      const urls = new Set<string>();
      const colour = async () => {
        const url: string = (await member.agent.get(`/api/people/${person.id}`).expect(200)).body.person.thumbnail_url;
        urls.add(url);
        const [r, , b] = await sharp((await member.agent.get(url).buffer(true).parse(binary).expect(200)).body as Buffer).raw().toBuffer();
        return r > 200 && b < 60 ? 'red' : b > 200 && r < 60 ? 'blue' : 'other';
      };
      expect(await colour()).toBe('blue');
      const chosen = (await member.agent.put(`/api/people/${person.id}`).send({ face_photo_id: red.id }).expect(200)).body.person;
      expect(chosen).toMatchObject({ face_photo_id: red.id, thumbnail_url: versionedUrl(`/api/people/${person.id}/thumbnail`) });
      expect(urls.has(chosen.thumbnail_url)).toBe(false);
      expect(await colour()).toBe('red');
      expect(urls.size).toBe(2);
      // The address a page loaded before versions gave it still answers, the current face, never kept for good.
      const former = await member.agent.get(`/api/people/${person.id}/thumbnail?face=${red.id}`).buffer(true).parse(binary).expect(200);
      expect(former.headers['cache-control']).toBe('private, no-cache');
      // A photo they are not in, one of another family, or none at all: the same answer, telling nothing of it.
      const { familyId: otherFamily, member: stranger } = await createFamilyWithRoles(app);
      const elsewhere = await uploadPhoto(stranger, otherFamily);
      for (const photoId of [untagged.id, elsewhere.id, 2_000_000]) {
        expect((await member.agent.put(`/api/people/${person.id}`).send({ face_photo_id: photoId }).expect(400)).body).toEqual({
          error: 'face_photo_id: this person is not tagged in that photo',
        });
      }
      expect((await member.agent.put(`/api/people/${person.id}`).send({ face_photo_id: '1' }).expect(400)).body).toEqual({ error: 'face_photo_id must be a whole number' });
      // Untagged from the chosen photo, the face falls back to the latest tag.
      await admin.agent.delete(`/api/photos/${red.id}/people/${person.id}`).expect(200);
      expect(await colour()).toBe('blue');
      await tagPerson(member, red.id, person.id, { x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
      expect(await colour()).toBe('red');
      expect((await member.agent.put(`/api/people/${person.id}`).send({ face_photo_id: null }).expect(200)).body.person).toMatchObject({
        face_photo_id: null,
        thumbnail_url: versionedUrl(`/api/people/${person.id}/thumbnail`),
      });
      await admin.agent.put(`/api/photos/${red.id}/people/${person.id}`).send({ region: null }).expect(200);
      expect(await colour()).toBe('blue');
    });
  });

  describe('accounts', () => {
    it('a member who leaves, or whose account is deleted, leaves their person behind, unlinked', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const leaver = await createUser(app);
      const deleted = await createUser(app);
      const leaverMember = await addMember(admin, familyId, leaver);
      await addMember(admin, familyId, deleted);
      const first = await createPerson(leaver, familyId, { name: 'Leaver', user_id: leaver.id });
      const second = await createPerson(deleted, familyId, { name: 'Deleted', user_id: deleted.id });
      const photo = await uploadPhoto(admin, familyId);
      await tagPerson(deleted, photo.id, second.id);
      await leaver.agent.delete(`/api/members/${leaverMember}`).expect(204);
      await root.agent.delete(`/api/admin/users/${deleted.id}`).expect(204);
      const people = (await admin.agent.get(`/api/families/${familyId}/people`).expect(200)).body.people;
      expect(people.map((p: { name: string; user: unknown; photo_count: number }) => [p.name, p.user, p.photo_count])).toEqual([
        ['Deleted', null, 1],
        ['Leaver', null, 0],
      ]);
      // With the one who added them gone, the family's admins still may change them.
      expect(people.map((p: { can_edit: boolean }) => p.can_edit)).toEqual([true, true]);
      // The account, back as a member, may be linked again.
      await addMember(admin, familyId, leaver);
      expect((await admin.agent.put(`/api/people/${first.id}`).send({ user_id: leaver.id }).expect(200)).body.person.user).toEqual({ id: leaver.id, name: leaver.name });
    });
  });
});
