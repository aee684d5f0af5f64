import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { readWithRealTools } from '../support/downloads';
import { addMember, createFamily, createFamilyWithRoles, createUser } from '../support/factories';
import { createPerson, tagPerson } from '../support/people';
import { cameraFile, imageUrl, uploadPhoto } from '../support/photos';
import { createShareLink, CreatedShareLink, expireShareLink, getBytes, sharedApi, tokenOf } from '../support/share-links';
import { createComment, createStory } from '../support/stories';
import { TestApp } from '../support/test-app';

const APP_URL = 'https://family.example.org';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Share links (issue 15) seen from a fresh client with no cookie: only the link's album or photo, in a narrow shape,
 * never GPS, e-mail addresses, stories, comments, people or any other photo of the family.
 */
describe('Share links', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { APP_URL }, worker: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** A browser that never signed in. */
  const visitor = () => app.agent();

  /** A family with an album of two photos (one with GPS, a story, a comment and a tagged person) and a photo outside it. */
  async function shareWorld() {
    const roles = await createFamilyWithRoles(app);
    const { admin, member, familyId } = roles;
    const withGps = await uploadPhoto(member, familyId, { description: 'Beach day', location: 'Amalfi', taken_date: '1972-06-01' }, await cameraFile('apple-iphone-4s-gps.jpg'));
    const plain = await uploadPhoto(admin, familyId, { description: 'Dinner', fuzzy_date: 'summer 1972' });
    const outside = await uploadPhoto(admin, familyId, { description: 'Not in the album' });
    await createStory(member, withGps.id, { content: 'A secret family story' });
    await createComment(admin, withGps.id, 'A private comment');
    const person = await createPerson(admin, familyId, { name: 'Rosa Private' });
    await tagPerson(admin, withGps.id, person.id);
    const album = (await member.agent.post(`/api/families/${familyId}/albums`).send({ name: 'Italy 1972', description: 'Our trip' }).expect(201)).body.album;
    await member.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [withGps.id, plain.id] }).expect(200);
    await app.drainJobs();
    return { ...roles, withGps, plain, outside, album };
  }

  describe('making a link', () => {
    it('expires in 30 days by default, has no password and no downloads, and carries an absolute url from APP_URL', async () => {
      const { member, album } = await shareWorld();
      const before = Date.now();
      const link = await createShareLink(member, 'album', album.id);
      expect(link).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^https:\/\/family\.example\.org\/s\/[A-Za-z0-9_-]{43}$/),
        kind: 'album',
        target_id: album.id,
        target_title: 'Italy 1972',
        family_id: album.family_id,
        expires_at: expect.any(String),
        expired: false,
        has_password: false,
        allow_download: false,
        view_count: 0,
        last_viewed_at: null,
        created_by: { id: member.id, name: 'Max Member' },
        created_at: expect.any(String),
        can_revoke: true,
      });
      const days = (Date.parse(link.expires_at!) - before) / 86_400_000;
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThan(30.01);
      // The database keeps no token in the clear.
      const [row] = await app.app.get(DataSource).query('SELECT * FROM share_links WHERE id = ?', [link.id]);
      expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    });

    it('never expires only when null is sent; takes 1 to 365 days, a password of 8 or more characters and allow_download', async () => {
      const { member, withGps } = await shareWorld();
      expect((await createShareLink(member, 'photo', withGps.id, { expires_in_days: null })).expires_at).toBeNull();
      const link = await createShareLink(member, 'photo', withGps.id, { expires_in_days: 1, password: 'long enough', allow_download: true });
      expect(link).toMatchObject({ kind: 'photo', target_id: withGps.id, has_password: true, allow_download: true });
      expect((await createShareLink(member, 'photo', withGps.id, { expires_in_days: 365, password: '' })).has_password).toBe(false);
    });

    it.each([
      [{ expires_in_days: 0 }, 'expires_in_days must be at least 1'],
      [{ expires_in_days: 366 }, 'expires_in_days must be at most 365'],
      [{ expires_in_days: '30' }, 'expires_in_days must be a whole number of days (1 to 365), or null for a link that never expires'],
      [{ expires_in_days: 1.5 }, 'expires_in_days must be a whole number of days (1 to 365), or null for a link that never expires'],
      [{ password: 'short' }, 'password must be at least 8 characters long'],
      [{ password: 12345678 }, 'password must be a string'],
      [{ allow_download: 'yes' }, 'allow_download must be true or false'],
      [{ token: 'mine' }, 'property token should not exist'],
    ])('refuses %j with 400', async (body, error) => {
      const { member, album } = await shareWorld();
      expect((await member.agent.post(`/api/albums/${album.id}/share-links`).send(body).expect(400)).body).toEqual({ error });
    });

    it('lets any member share; an outsider or a signed-out client cannot, nor can anyone share a trashed photo', async () => {
      const { outsider, member, admin, withGps, album, outside } = await shareWorld();
      await outsider.agent.post(`/api/albums/${album.id}/share-links`).send({}).expect(404, { error: 'Album not found' });
      await outsider.agent.post(`/api/photos/${withGps.id}/share-links`).send({}).expect(404, { error: 'Photo not found' });
      await app.request().post(`/api/albums/${album.id}/share-links`).send({}).expect(401);
      await admin.agent.delete(`/api/photos/${outside.id}`).expect(204);
      await member.agent.post(`/api/photos/${outside.id}/share-links`).send({}).expect(404, { error: 'Photo not found' });
    });
  });

  describe('visiting a link', () => {
    it('shows the album and its photos in date order in a narrow shape, with the public headers, and counts the visit', async () => {
      const { member, admin, familyId, withGps, plain, album } = await shareWorld();
      const link = await createShareLink(member, 'album', album.id);
      const response = await visitor().get(sharedApi(link)).expect(200);
      expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': expect.stringContaining('noindex'), 'referrer-policy': 'no-referrer' });
      expect(response.body.share).toEqual({ kind: 'album', title: 'Italy 1972', description: 'Our trip', expires_at: link.expires_at, allow_download: false });
      expect(response.body.pagination).toEqual({ page: 1, per_page: 50, has_next: false });
      expect(response.body.download_url).toBeNull();
      const base = sharedApi(link);
      expect(response.body.photos).toEqual([
        {
          id: withGps.id,
          media_type: 'photo',
          description: 'Beach day',
          // The place's name as the photo's page shows it (typed), never the GPS position.
          place: 'Amalfi',
          taken_date: '1972-06-01',
          fuzzy_date_text: null,
          date_range_start: null,
          date_range_end: null,
          taken_date_precision: 'day',
          width: 180,
          height: 135,
          duration_seconds: null,
          thumbnail_url: imageUrl(`${base}/photos/${withGps.id}/thumbnail`),
          preview_url: imageUrl(`${base}/photos/${withGps.id}/preview`),
          playback_url: null,
          download_url: null,
        },
        expect.objectContaining({ id: plain.id, description: 'Dinner', fuzzy_date_text: 'summer 1972' }),
      ]);
      // A photo placed by its GPS position shows the place's name, never the position.
      const placed = (await uploadPhoto(member, familyId, {}, await cameraFile('apple-iphone-4s-gps-2.jpg'))).id;
      await member.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [placed] }).expect(200);
      await app.drainJobs();
      const again = (await visitor().get(sharedApi(link)).expect(200)).body;
      expect(again.photos.find((p: { id: number }) => p.id === placed).place).toBe('Oakland, California, United States');
      // Nothing of the family beyond the album: no coordinates, addresses, names, stories, comments or people.
      const text = JSON.stringify(again);
      const { gps_latitude: lat, gps_longitude: lng } = (await member.agent.get(`/api/photos/${placed}`).expect(200)).body.photo;
      expect(lat).toEqual(expect.any(Number));
      for (const secret of ['37.88', '122.62', String(lat), String(lng), 'gps', member.email, admin.email, 'Max Member', 'Ada Admin', 'A secret family story', 'A private comment', 'Rosa Private', 'The Testers', 'family_id', 'camera', 'iPhone', 'apple-iphone']) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
      await visitor().get(`${base}?page=2`).expect(200);
      const [listed] = (await member.agent.get(`/api/families/${familyId}/share-links`).expect(200)).body.share_links;
      expect(listed).toMatchObject({ id: link.id, view_count: 2, last_viewed_at: expect.any(String), url: link.url });
    });

    it('serves the thumbnail and preview of its photos only: another photo of the family or of another family is 404', async () => {
      const { admin, member, withGps, outside, album } = await shareWorld();
      const link = await createShareLink(member, 'album', album.id);
      const base = sharedApi(link);
      const thumbnail = await getBytes(visitor(), `${base}/photos/${withGps.id}/thumbnail`).expect(200);
      expect(thumbnail.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'no-store', 'x-robots-tag': expect.stringContaining('noindex') });
      await getBytes(visitor(), `${base}/photos/${withGps.id}/preview`).expect(200);
      await visitor().get(`${base}/photos/${withGps.id}/playback`).expect(404);
      const elsewhere = await uploadPhoto(admin, await createFamily(admin, 'Elsewhere'));
      for (const id of [outside.id, elsewhere.id, 999999]) {
        for (const kind of ['thumbnail', 'preview', 'playback', 'download']) {
          expect((await visitor().get(`${base}/photos/${id}/${kind}`)).status).toBe(404);
        }
      }
      // Neither the member routes nor the file's own route open without a session.
      await visitor().get(`/api/photos/${withGps.id}/thumbnail`).expect(401);
    });

    it('leaves out a trashed photo, and a link to a trashed photo answers 404 until the photo is restored', async () => {
      const { member, withGps, plain, album } = await shareWorld();
      const albumLink = await createShareLink(member, 'album', album.id);
      const photoLink = await createShareLink(member, 'photo', withGps.id);
      await member.agent.delete(`/api/photos/${withGps.id}`).expect(204);
      expect((await visitor().get(sharedApi(albumLink)).expect(200)).body.photos.map((p: { id: number }) => p.id)).toEqual([plain.id]);
      await visitor().get(`${sharedApi(albumLink)}/photos/${withGps.id}/thumbnail`).expect(404);
      await visitor().get(sharedApi(photoLink)).expect(404);
      await visitor().get(`${sharedApi(photoLink)}/photos/${withGps.id}/preview`).expect(404);
      await member.agent.post(`/api/photos/${withGps.id}/restore`).expect(200);
      const restored = (await visitor().get(sharedApi(photoLink)).expect(200)).body;
      expect(restored.share).toMatchObject({ kind: 'photo', title: 'Beach day' });
      expect(restored.photos.map((p: { id: number }) => p.id)).toEqual([withGps.id]);
    });

    it('answers 410 once expired, 404 once revoked, for unknown or malformed tokens, and once its album is deleted', async () => {
      const { member, album } = await shareWorld();
      const expiring = await createShareLink(member, 'album', album.id);
      await expireShareLink(app, expiring.id);
      expect((await visitor().get(sharedApi(expiring)).expect(410)).body).toEqual({ error: 'This link has expired: ask the person who sent it for a new one' });
      await visitor().get(`${sharedApi(expiring)}/photos/1/thumbnail`).expect(410);
      const revoked = await createShareLink(member, 'album', album.id);
      await member.agent.delete(`/api/share-links/${revoked.id}`).expect(200);
      const gone = await visitor().get(sharedApi(revoked)).expect(404);
      expect(gone.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      await visitor().get(`/api/shared/${'A'.repeat(43)}`).expect(404);
      await visitor().get('/api/shared/short').expect(404);
      const kept = await createShareLink(member, 'album', album.id);
      await member.agent.delete(`/api/albums/${album.id}`).expect(200);
      await visitor().get(sharedApi(kept)).expect(404);
    });
  });

  describe('a password', () => {
    it('locks the link (401 password_required) until the right password sets a cookie for that link only', async () => {
      const { member, album, withGps } = await shareWorld();
      const locked = await createShareLink(member, 'album', album.id, { password: 'grandma1972' });
      const other = await createShareLink(member, 'photo', withGps.id, { password: 'grandma1972' });
      const browser = visitor();
      expect((await browser.get(sharedApi(locked)).expect(401)).body).toEqual({ error: 'This link is protected by a password', password_required: true });
      await browser.get(`${sharedApi(locked)}/photos/${withGps.id}/thumbnail`).expect(401);
      expect((await browser.post(`${sharedApi(locked)}/unlock`).send({ password: 'wrong one' }).expect(401)).body).toEqual({ error: 'That password is not right', password_required: true });
      await browser.post(`${sharedApi(locked)}/unlock`).send({}).expect(400, { error: 'password is required' });
      const unlocked = await browser.post(`${sharedApi(locked)}/unlock`).send({ password: 'grandma1972' }).expect(200);
      const cookie = unlocked.headers['set-cookie'][0];
      expect(cookie).toMatch(new RegExp(`^heirloom\\.share=[^;]+; Path=${sharedApi(locked)}; HttpOnly; SameSite=Lax$`));
      expect((await browser.get(sharedApi(locked)).expect(200)).body.photos).toHaveLength(2);
      await getBytes(browser, `${sharedApi(locked)}/photos/${withGps.id}/thumbnail`).expect(200);
      // The same cookie sent to another link (same password) opens nothing there.
      const value = cookie.split(';')[0];
      await visitor().get(sharedApi(other)).set('Cookie', value).expect(401);
      await browser.get(sharedApi(other)).expect(401);
    });
  });

  describe('downloads', () => {
    it('are refused unless the link allows them; then the originals and the album as a zip of its photos', async () => {
      const { member, withGps, plain, album } = await shareWorld();
      const closed = await createShareLink(member, 'album', album.id);
      await visitor().get(`${sharedApi(closed)}/download`).expect(404, { error: 'Downloads are not allowed for this link' });
      await visitor().get(`${sharedApi(closed)}/photos/${withGps.id}/download`).expect(404);

      const open = await createShareLink(member, 'album', album.id, { allow_download: true });
      const page = (await visitor().get(sharedApi(open)).expect(200)).body;
      expect(page.download_url).toBe(`${sharedApi(open)}/download`);
      expect(page.photos[0].download_url).toBe(`${sharedApi(open)}/photos/${withGps.id}/download`);
      const original = await getBytes(visitor(), page.photos[0].download_url).expect(200);
      expect(original.headers['content-disposition']).toContain('attachment');
      expect(sha256(original.body)).toBe(sha256((await cameraFile('apple-iphone-4s-gps.jpg')).content));

      const zip = await getBytes(visitor(), page.download_url).expect(200);
      expect(zip.headers).toMatchObject({ 'content-type': 'application/zip', 'cache-control': 'no-store', 'content-disposition': 'attachment; filename="italy-1972.zip"' });
      const { entries } = readWithRealTools(zip.body);
      const originals = await Promise.all([withGps, plain].map((photo) => getBytes(member.agent, `/api/photos/${photo.id}/file`).expect(200)));
      expect(entries.map((entry) => ({ name: entry.name, sha256: entry.sha256 }))).toEqual([
        { name: 'apple-iphone-4s-gps.jpg', sha256: sha256(originals[0].body) },
        { name: plain.original_filename, sha256: sha256(originals[1].body) },
      ]);

      const photoLink = await createShareLink(member, 'photo', plain.id, { allow_download: true });
      await visitor().get(`${sharedApi(photoLink)}/download`).expect(404);
      await getBytes(visitor(), `${sharedApi(photoLink)}/photos/${plain.id}/download`).expect(200);
    });
  });

  describe('the family list and revocation', () => {
    it('shows a member their own links and an admin every link; the creator or an admin revokes, another member is refused', async () => {
      const { admin, member, outsider, familyId, album, withGps } = await shareWorld();
      const other = await createUser(app, { name: 'Olga Other' });
      await addMember(admin, familyId, other);
      const mine = await createShareLink(member, 'album', album.id);
      const admins = await createShareLink(admin, 'photo', withGps.id, { password: 'a password' });
      const ids = (user: typeof member) => user.agent.get(`/api/families/${familyId}/share-links`).expect(200).then((r) => r.body.share_links.map((l: CreatedShareLink) => l.id));
      expect(await ids(member)).toEqual([mine.id]);
      expect(await ids(other)).toEqual([]);
      const all = (await admin.agent.get(`/api/families/${familyId}/share-links?per_page=1`).expect(200)).body;
      expect(all.share_links.map((l: CreatedShareLink) => l.id)).toEqual([admins.id]);
      expect(all.pagination).toEqual({ page: 1, per_page: 1, has_next: true });
      expect(all.share_links[0]).toMatchObject({ url: admins.url, has_password: true, target_title: 'Beach day', can_revoke: true });
      await outsider.agent.get(`/api/families/${familyId}/share-links`).expect(404);
      await app.request().get(`/api/families/${familyId}/share-links`).expect(401);

      expect((await other.agent.delete(`/api/share-links/${mine.id}`).expect(403)).body).toEqual({ error: 'Only the person who made this share link or a family admin can revoke it' });
      await outsider.agent.delete(`/api/share-links/${mine.id}`).expect(404, { error: 'Share link not found' });
      expect((await admin.agent.delete(`/api/share-links/${mine.id}`).expect(200)).body.share_link).toMatchObject({ id: mine.id });
      await member.agent.delete(`/api/share-links/${mine.id}`).expect(404);
      await member.agent.delete(`/api/share-links/${admins.id}`).expect(403);
      await admin.agent.delete(`/api/share-links/${admins.id}`).expect(200);
      expect(await ids(admin)).toEqual([]);
    });
  });
});
