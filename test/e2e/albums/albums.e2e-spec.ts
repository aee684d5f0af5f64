import { AlbumsRepository } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { eventually } from '../support/eventually';
import { addMember, createFamily, createFamilyWithRoles, createUser } from '../support/factories';
import { imageUrl, uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';

/** Albums (issue 15): a family's named selections of its photos, in date order. */
describe('Albums', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const rows = (sql: string, params: unknown[] = []) => app.app.get(DataSource).query(sql, params);

  async function albumWorld() {
    const roles = await createFamilyWithRoles(app);
    const other = await createUser(app, { name: 'Olga Other' });
    await addMember(roles.admin, roles.familyId, other);
    const photos = [
      await uploadPhoto(roles.member, roles.familyId, { description: 'Middle', taken_date: '1972-06-01' }),
      await uploadPhoto(roles.admin, roles.familyId, { description: 'Oldest', taken_date: '1972-05-01' }),
      await uploadPhoto(roles.member, roles.familyId, { description: 'Newest', taken_date: '1972-07-01' }),
    ];
    const album = (await roles.member.agent.post(`/api/families/${roles.familyId}/albums`).send({ name: '  Italy 1972 ', description: 'Our trip' }).expect(201)).body.album;
    return { ...roles, other, photos, album };
  }

  it('creates an album, adds photos of its family once each, shows them in date order with counts, dates and cover', async () => {
    const { member, admin, familyId, photos, album } = await albumWorld();
    expect(album).toEqual({
      id: expect.any(Number),
      family_id: familyId,
      name: 'Italy 1972',
      description: 'Our trip',
      cover_photo_id: null,
      cover_thumbnail_url: null,
      photo_count: 0,
      date_start: null,
      date_end: null,
      created_by: { id: member.id, name: 'Max Member' },
      can_edit: true,
    });
    const elsewhere = await createFamily(admin, 'Elsewhere');
    const foreign = await uploadPhoto(admin, elsewhere);
    const ids = photos.map((p) => p.id);
    const added = (await admin.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [...ids, foreign.id, 999999] }).expect(200)).body.album;
    expect(added).toMatchObject({ photo_count: 3, date_start: '1972-05-01', date_end: '1972-07-01', cover_thumbnail_url: imageUrl(`/api/photos/${ids[2]}/thumbnail`), can_edit: true });
    expect((await admin.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: ids }).expect(200)).body.album.photo_count).toBe(3);

    const page = (await member.agent.get(`/api/albums/${album.id}/photos`).expect(200)).body;
    expect(page.photos.map((p: { description: string }) => p.description)).toEqual(['Oldest', 'Middle', 'Newest']);
    expect(page.pagination).toEqual({ page: 1, per_page: 20, has_next: false });
    // Page by page, the same photos in the same order.
    const pageOf = async (query: string) => (await member.agent.get(`/api/albums/${album.id}/photos?${query}`).expect(200)).body;
    const first = await pageOf('per_page=2');
    expect({ shown: first.photos.map((p: { description: string }) => p.description), pagination: first.pagination }).toEqual({ shown: ['Oldest', 'Middle'], pagination: { page: 1, per_page: 2, has_next: true } });
    const second = await pageOf('per_page=2&page=2');
    expect({ shown: second.photos.map((p: { description: string }) => p.description), pagination: second.pagination }).toEqual({ shown: ['Newest'], pagination: { page: 2, per_page: 2, has_next: false } });
    expect((await pageOf('per_page=2&page=3')).photos).toEqual([]);
    expect((await member.agent.get(`/api/families/${familyId}/albums`).expect(200)).body).toEqual({ albums: [added], pagination: { page: 1, per_page: 24, has_next: false }, album_count: 1 });
    expect((await member.agent.get(`/api/photos/${ids[0]}/albums`).expect(200)).body.albums).toEqual([{ id: album.id, name: 'Italy 1972' }]);

    // A chosen cover; one outside the album is refused; null goes back to the newest.
    expect((await member.agent.put(`/api/albums/${album.id}`).send({ cover_photo_id: ids[1] }).expect(200)).body.album).toMatchObject({ cover_photo_id: ids[1], cover_thumbnail_url: imageUrl(`/api/photos/${ids[1]}/thumbnail`) });
    expect((await member.agent.put(`/api/albums/${album.id}`).send({ cover_photo_id: foreign.id }).expect(400)).body).toEqual({ error: 'cover_photo_id must be a photo of this album' });

    // Removing takes photos out (absent ids ignored); the photos stay.
    const removed = (await member.agent.delete(`/api/albums/${album.id}/photos`).send({ photo_ids: [ids[1], 999999] }).expect(200)).body.album;
    expect(removed).toMatchObject({ photo_count: 2, date_start: '1972-06-01', cover_thumbnail_url: imageUrl(`/api/photos/${ids[2]}/thumbnail`) });
    await member.agent.get(`/api/photos/${ids[1]}`).expect(200);
  });

  it("pages a family's albums newest first, each page with its own counts and covers, and counts them all", async () => {
    const { member, familyId, photos, album } = await albumWorld();
    const made = [album.id];
    for (let i = 2; i <= 5; i++) made.push((await member.agent.post(`/api/families/${familyId}/albums`).send({ name: `Album ${i}` }).expect(201)).body.album.id);
    // Each album holds the first i photos (the first none), so each card's count tells which album it is.
    for (const [i, id] of made.entries()) if (i > 0) await member.agent.post(`/api/albums/${id}/photos`).send({ photo_ids: photos.slice(0, Math.min(i, 3)).map((p) => p.id) }).expect(200);
    // A cover's URL carries its thumbnail's version: the pages are compared with the whole list once the in-process
    // jobs made every thumbnail (scaled mode runs no worker here, so its thumbnails stay pending).
    if (app.mode === 'embedded') {
      const thumbnails = () => Promise.all(photos.map(async (p) => (await member.agent.get(`/api/photos/${p.id}`).expect(200)).body.photo.thumbnail_status as string));
      await eventually(thumbnails, (statuses) => statuses.every((status) => status === 'ready'), 15_000, 'The thumbnails');
    }
    const page = async (query: string) => (await member.agent.get(`/api/families/${familyId}/albums?${query}`).expect(200)).body;
    const first = await page('per_page=2');
    expect(first.albums.map((a: { id: number; photo_count: number }) => [a.id, a.photo_count])).toEqual([
      [made[4], 3],
      [made[3], 3],
    ]);
    expect(first.pagination).toEqual({ page: 1, per_page: 2, has_next: true });
    expect(first.album_count).toBe(5);
    const second = await page('per_page=2&page=2');
    expect(second.albums.map((a: { id: number; photo_count: number }) => [a.id, a.photo_count])).toEqual([
      [made[2], 2],
      [made[1], 1],
    ]);
    const last = await page('per_page=2&page=3');
    expect(last.albums.map((a: { id: number }) => a.id)).toEqual([made[0]]);
    expect(last.pagination.has_next).toBe(false);
    expect((await page('page=4&per_page=2')).albums).toEqual([]);
    // The whole list in pages is the list in one.
    expect([...first.albums, ...second.albums, ...last.albums]).toEqual((await page('per_page=100')).albums);
    // Each card's count, dates and cover come from its places' own index: no photo is read but the covers' rows.
    const statement = app.app.get(AlbumsRepository).familyPageStatement();
    if (app.mode === 'scaled') {
      const plan: Array<{ table: string; key: string | null }> = await rows(`EXPLAIN ${statement}`, [familyId, 25, 0]);
      expect(plan.filter((row) => row.table === 'p')).toEqual([]);
      expect(new Set(plan.filter((row) => row.table === 'ap').map((row) => row.key))).toEqual(new Set(['IDX_album_photos_album_order', 'PRIMARY']));
    } else {
      const plan = (await rows(`EXPLAIN QUERY PLAN ${statement}`, [familyId, 25, 0])).map((row: { detail: string }) => row.detail).join('\n');
      expect(plan).not.toMatch(/\b(SEARCH|SCAN) p\b/);
      expect(plan).not.toMatch(/SCAN ap\b|TEMP B-TREE/);
      expect(plan).toMatch(/SEARCH ap USING COVERING INDEX IDX_album_photos_album_order \(album_id=\? AND deleted_at=\?\)/);
    }
    for (const bad of ['per_page=0', 'per_page=101', 'page=0', 'page=x']) {
      expect((await member.agent.get(`/api/families/${familyId}/albums?${bad}`).expect(400)).body.error).toMatch(/^(page|per_page) must be/);
    }
  });

  it('leaves out a trashed photo and shows it again once restored; a photo deleted for good leaves the album', async () => {
    const { member, admin, photos, album } = await albumWorld();
    const ids = photos.map((p) => p.id);
    await member.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: ids }).expect(200);
    await member.agent.delete(`/api/photos/${ids[2]}`).expect(204);
    expect((await member.agent.get(`/api/albums/${album.id}`).expect(200)).body.album).toMatchObject({ photo_count: 2, date_end: '1972-06-01', cover_thumbnail_url: imageUrl(`/api/photos/${ids[0]}/thumbnail`) });
    expect((await member.agent.get(`/api/albums/${album.id}/photos`).expect(200)).body.photos.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
    await member.agent.post(`/api/photos/${ids[2]}/restore`).expect(200);
    expect((await member.agent.get(`/api/albums/${album.id}`).expect(200)).body.album.photo_count).toBe(3);
    // Redated, the oldest photo becomes the newest: the card's dates and cover follow (each place keeps its photo's date).
    await admin.agent.put(`/api/photos/${ids[1]}`).send({ taken_date: '1980-01-01' }).expect(200);
    expect((await member.agent.get(`/api/albums/${album.id}`).expect(200)).body.album).toMatchObject({
      date_start: '1972-06-01',
      date_end: '1980-01-01',
      cover_thumbnail_url: imageUrl(`/api/photos/${ids[1]}/thumbnail`),
    });
    const copies = 'SELECT photo_id, sort_date, deleted_at FROM album_photos WHERE album_id = ? ORDER BY photo_id';
    const truth = 'SELECT p.id AS photo_id, p.sort_date, p.deleted_at FROM album_photos ap INNER JOIN photos p ON p.id = ap.photo_id WHERE ap.album_id = ? ORDER BY p.id';
    await member.agent.delete(`/api/photos/${ids[0]}`).expect(204);
    expect(await rows(copies, [album.id])).toEqual(await rows(truth, [album.id]));
    await member.agent.post(`/api/photos/${ids[0]}/restore`).expect(200);
    await member.agent.delete(`/api/photos/${ids[2]}`).expect(204);
    await admin.agent.delete(`/api/photos/${ids[2]}/permanent`).expect(200);
    await member.agent.post(`/api/photos/${ids[2]}/restore`).expect(404);
    expect((await member.agent.get(`/api/albums/${album.id}`).expect(200)).body.album.photo_count).toBe(2);
  });

  it('lets any member add and remove photos, only the creator or a family admin rename or delete it; outsiders get 404', async () => {
    const { member, admin, other, outsider, familyId, photos, album } = await albumWorld();
    await other.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [photos[0].id] }).expect(200);
    await other.agent.delete(`/api/albums/${album.id}/photos`).send({ photo_ids: [photos[0].id] }).expect(200);
    expect((await other.agent.get(`/api/albums/${album.id}`).expect(200)).body.album.can_edit).toBe(false);
    expect((await other.agent.put(`/api/albums/${album.id}`).send({ name: 'Mine now' }).expect(403)).body).toEqual({ error: 'Only the person who made this album or a family admin can change it' });
    expect((await other.agent.delete(`/api/albums/${album.id}`).expect(403)).body).toEqual({ error: 'Only the person who made this album or a family admin can delete it' });
    for (const [method, path] of [
      ['get', `/api/albums/${album.id}`],
      ['get', `/api/albums/${album.id}/photos`],
      ['get', `/api/families/${familyId}/albums`],
    ] as const) await outsider.agent[method](path).expect(404);
    await outsider.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [photos[0].id] }).expect(404);
    await app.request().get(`/api/albums/${album.id}`).expect(401);

    expect((await admin.agent.put(`/api/albums/${album.id}`).send({ name: 'Italia', description: null }).expect(200)).body.album).toMatchObject({ name: 'Italia', description: null, can_edit: true });
    expect((await member.agent.delete(`/api/albums/${album.id}`).expect(200)).body.album).toMatchObject({ id: album.id, name: 'Italia' });
    await member.agent.get(`/api/albums/${album.id}`).expect(404, { error: 'Album not found' });
    await member.agent.get(`/api/photos/${photos[0].id}`).expect(200);
  });

  it.each([
    [{}, 'name is required'],
    [{ name: '   ' }, 'name is required'],
    [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters long'],
  ])('refuses an album %j with 400', async (body, error) => {
    const { member, familyId } = await createFamilyWithRoles(app);
    expect((await member.agent.post(`/api/families/${familyId}/albums`).send(body).expect(400)).body).toEqual({ error });
  });
});
