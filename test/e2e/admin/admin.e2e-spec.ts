import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, PASSWORD, TestUser } from '../support/factories';
import { photoRows, storedFiles, uniqueJpeg, uploadPhoto } from '../support/photos';

describe('Platform admin', () => {
  let app: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
    admin = await createUser(app, { name: 'Root Admin' });
    user = await createUser(app, { name: 'Plain User' });
    expect(admin.isAdmin).toBe(true);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('access', () => {
    it.each([
      ['get', '/api/admin/verify'],
      ['get', '/api/admin/stats'],
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/1'],
      ['put', '/api/admin/users/1'],
      ['delete', '/api/admin/users/1'],
      ['get', '/api/admin/families'],
      ['get', '/api/admin/families/1'],
      ['delete', '/api/admin/families/1'],
    ] as const)('%s %s: 401 anonymous, 403 for a non-admin', async (method, path) => {
      await app.request()[method](path).expect(401);
      expect((await user.agent[method](path).expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
    });

    it('GET /api/admin/verify answers is_admin to an admin (and that no two-factor sign-in is owed)', async () => {
      expect((await admin.agent.get('/api/admin/verify').expect(200)).body).toEqual({ is_admin: true, two_factor_required: false });
    });
  });

  describe('GET /api/admin/stats', () => {
    it('counts users, admins, recent activity, families, photos and stored bytes', async () => {
      await app.drainJobs();
      const before = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      const owner = await createUser(app);
      const familyId = await createFamily(owner);
      const photo = await uploadPhoto(owner, familyId, {}, await uniqueJpeg(1200, 800));
      await app.drainJobs();
      const after = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      expect(after.users).toEqual({ total: before.users.total + 1, admins: before.users.admins, active_30d: before.users.active_30d + 1 });
      expect(after.families).toEqual({ total: before.families.total + 1, created_30d: before.families.created_30d + 1 });
      expect(after.photos).toEqual({ total: before.photos.total + 1, uploaded_30d: before.photos.uploaded_30d + 1 });
      expect(after.storage.limit_gb).toBe(100);
      // The original and the thumbnail and preview the job wrote, as they are on disk.
      const [row] = await photoRows(app, familyId);
      const derivatives = (await Promise.all([row.thumbnail_key, row.preview_key].map((key) => stat(join(app.config.storageDir, String(key)))))).reduce(
        (sum, file) => sum + file.size,
        0,
      );
      expect(derivatives).toBeGreaterThan(1000);
      expect(after.storage.used_bytes).toBe(before.storage.used_bytes + photo.size_bytes + derivatives);
      expect(after.storage.used_gb).toBe(Math.round((after.storage.used_bytes / 1024 ** 3) * 100) / 100);
    });

    it('counts a user active only within the last 30 days', async () => {
      const before = (await admin.agent.get('/api/admin/stats')).body.users.active_30d;
      const idle = await createUser(app);
      await app.app.get(DataSource).query('UPDATE users SET last_seen_at = NULL WHERE id = ?', [idle.id]);
      expect((await admin.agent.get('/api/admin/stats')).body.users.active_30d).toBe(before);
    });
  });

  describe('GET /api/admin/users', () => {
    it('pages users with their family and photo counts, and the total', async () => {
      const owner = await createUser(app, { name: 'Counted Person' });
      const familyId = await createFamily(owner);
      await createFamily(owner, 'Second');
      await uploadPhoto(owner, familyId);
      await uploadPhoto(owner, familyId);
      const response = await admin.agent.get('/api/admin/users').query({ search: 'Counted Person' }).expect(200);
      expect(response.body).toEqual({
        total: 1,
        users: [
          {
            id: owner.id,
            name: 'Counted Person',
            email: owner.email,
            is_admin: false,
            email_verified: false,
            family_count: 2,
            photo_count: 2,
            created_at: expect.any(String),
            last_seen_at: expect.any(String),
          },
        ],
      });
    });

    it('visits every user exactly once across pages of any size from 1 to 100', async () => {
      const total = (await admin.agent.get('/api/admin/users').expect(200)).body.total;
      for (const perPage of [1, 3, 100]) {
        const seen: number[] = [];
        for (let page = 1; seen.length < total; page++) {
          const body = (await admin.agent.get('/api/admin/users').query({ page, per_page: perPage }).expect(200)).body;
          expect(body.users.length).toBeLessThanOrEqual(perPage);
          if (body.users.length === 0) break;
          seen.push(...body.users.map((u: { id: number }) => u.id));
        }
        expect(new Set(seen).size).toBe(total);
        expect(seen).toHaveLength(total);
      }
    });

    it('searches by name or e-mail, case-insensitively, with LIKE wildcards taken literally', async () => {
      const byName = (await admin.agent.get('/api/admin/users').query({ search: 'plain user' }).expect(200)).body;
      expect(byName.users.map((u: { id: number }) => u.id)).toEqual([user.id]);
      const byEmail = (await admin.agent.get('/api/admin/users').query({ search: user.email.slice(0, 10).toUpperCase() }).expect(200)).body;
      expect(byEmail.users.map((u: { id: number }) => u.id)).toContain(user.id);
      expect((await admin.agent.get('/api/admin/users').query({ search: '%' }).expect(200)).body.total).toBe(0);
      expect((await admin.agent.get('/api/admin/users').query({ search: '_' }).expect(200)).body.total).toBe(0);
    });

    it.each([
      [{ page: 0 }, 'page must be at least 1'],
      [{ page: 'x' }, 'page must be a whole number'],
      [{ per_page: 101 }, 'per_page must be at most 100'],
      [{ per_page: 0 }, 'per_page must be at least 1'],
      [{ sort: 'name' }, 'property sort should not exist'],
    ])('refuses %j with 400', async (query, message) => {
      expect((await admin.agent.get('/api/admin/users').query(query).expect(400)).body).toEqual({ error: message });
    });
  });

  describe('GET/PUT /api/admin/users/:id', () => {
    it('answers one user, or 404', async () => {
      expect((await admin.agent.get(`/api/admin/users/${user.id}`).expect(200)).body.user).toMatchObject({ id: user.id, name: 'Plain User' });
      expect((await admin.agent.get('/api/admin/users/999999').expect(404)).body).toEqual({ error: 'User not found' });
    });

    it('renames a user and grants and takes away the admin flag', async () => {
      const target = await createUser(app);
      const granted = await admin.agent.put(`/api/admin/users/${target.id}`).send({ name: '  New Name ', is_admin: true }).expect(200);
      expect(granted.body.user).toMatchObject({ id: target.id, name: 'New Name', is_admin: true });
      expect((await target.agent.get('/api/admin/verify').expect(200)).body).toEqual({ is_admin: true, two_factor_required: false });
      await admin.agent.put(`/api/admin/users/${target.id}`).send({ is_admin: false }).expect(200);
      await target.agent.get('/api/admin/verify').expect(403);
    });

    it('marks an address verified, which shows the account its invitations\' tokens, and unverified again', async () => {
      const target = await createUser(app);
      const familyId = await createFamily(admin);
      await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: target.email }).expect(201);
      const tokenShown = async () => (await target.agent.get('/api/invitations/pending').expect(200)).body.invitations[0].token;
      expect(await tokenShown()).toBeNull();
      expect((await admin.agent.get(`/api/admin/users/${target.id}`).expect(200)).body.user.email_verified).toBe(false);

      const marked = await admin.agent.put(`/api/admin/users/${target.id}`).send({ email_verified: true }).expect(200);
      expect(marked.body.user).toMatchObject({ id: target.id, email_verified: true });
      expect((await target.agent.get('/api/auth/me').expect(200)).body.user.email_verified).toBe(true);
      expect(await tokenShown()).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const listed = (await admin.agent.get('/api/admin/users').query({ search: target.email }).expect(200)).body.users;
      expect(listed).toEqual([expect.objectContaining({ id: target.id, email_verified: true })]);

      await admin.agent.put(`/api/admin/users/${target.id}`).send({ email_verified: false }).expect(200);
      expect((await target.agent.get('/api/auth/me').expect(200)).body.user.email_verified).toBe(false);
      expect(await tokenShown()).toBeNull();
      expect((await admin.agent.put(`/api/admin/users/${target.id}`).send({ email_verified: 'yes' }).expect(400)).body).toEqual({
        error: 'email_verified must be true or false',
      });
    });

    it('refuses to take away your own admin flag (400), and bad input', async () => {
      expect((await admin.agent.put(`/api/admin/users/${admin.id}`).send({ is_admin: false }).expect(400)).body).toEqual({
        error: 'You cannot remove admin privileges from yourself',
      });
      await admin.agent.put(`/api/admin/users/${admin.id}`).send({ name: 'Still Root' }).expect(200);
      expect((await admin.agent.put(`/api/admin/users/${user.id}`).send({ is_admin: 'yes' }).expect(400)).body).toEqual({
        error: 'is_admin must be true or false',
      });
      expect((await admin.agent.put(`/api/admin/users/${user.id}`).send({ name: '' }).expect(400)).body).toEqual({ error: 'name is required' });
      expect((await admin.agent.put(`/api/admin/users/${user.id}`).send({ email: 'x@example.com' }).expect(400)).body).toEqual({
        error: 'property email should not exist',
      });
      await admin.agent.put('/api/admin/users/999999').send({ name: 'Ghost' }).expect(404);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('refuses to delete yourself (400)', async () => {
      expect((await admin.agent.delete(`/api/admin/users/${admin.id}`).expect(400)).body).toEqual({ error: 'You cannot delete your own account' });
    });

    it("removes the user's photos with their files, memberships and invitations, and ends their session", async () => {
      const leaving = await createUser(app);
      const stays = await createUser(app);
      const familyId = await createFamily(stays);
      await addMember(stays, familyId, leaving);
      const theirs = await uploadPhoto(leaving, familyId);
      const kept = await uploadPhoto(stays, familyId);
      await app.drainJobs();
      await stays.agent.post(`/api/families/${familyId}/invitations`).send({ email: leaving.email.replace('@', '+x@') }).expect(201);
      await leaving.agent.get('/api/auth/me').expect(200);
      const keysOf = async (photoId: number): Promise<string[]> => {
        const [row] = await app.app.get(DataSource).query('SELECT original_key, thumbnail_key, preview_key FROM photos WHERE id = ?', [photoId]);
        return [row.original_key, row.thumbnail_key, row.preview_key];
      };
      const [theirKeys, keptKeys] = [await keysOf(theirs.id), await keysOf(kept.id)];
      const filesBefore = await storedFiles(app);
      expect(filesBefore).toEqual(expect.arrayContaining([...theirKeys, ...keptKeys]));

      await admin.agent.delete(`/api/admin/users/${leaving.id}`).expect(204);

      await leaving.agent.get('/api/auth/me').expect(401);
      await app.request().post('/api/auth/login').send({ email: leaving.email, password: PASSWORD }).expect(401);
      await stays.agent.get(`/api/photos/${theirs.id}`).expect(404);
      await stays.agent.get(`/api/photos/${kept.id}`).expect(200);
      const members = (await stays.agent.get(`/api/families/${familyId}/members`)).body.members;
      expect(members.map((m: { user: { id: number } }) => m.user.id)).toEqual([stays.id]);
      const filesAfter = await storedFiles(app);
      expect(filesBefore.filter((f) => !filesAfter.includes(f)).sort()).toEqual([...theirKeys].sort());
      expect(filesAfter).toEqual(expect.arrayContaining(keptKeys));
      await admin.agent.get(`/api/admin/users/${leaving.id}`).expect(404);
    });

    it('promotes the longest-standing member of a family left without an admin, and deletes a family left empty', async () => {
      const founder = await createUser(app);
      const first = await createUser(app);
      const second = await createUser(app);
      const shared = await createFamily(founder, 'Shared');
      await addMember(founder, shared, first);
      await addMember(founder, shared, second);
      const solo = await createFamily(founder, 'Solo');
      await uploadPhoto(founder, solo);
      await app.drainJobs();

      await admin.agent.delete(`/api/admin/users/${founder.id}`).expect(204);

      const members = (await first.agent.get(`/api/families/${shared}/members`).expect(200)).body.members;
      expect(members).toEqual([
        expect.objectContaining({ role: 'admin', user: expect.objectContaining({ id: first.id }) }),
        expect.objectContaining({ role: 'member', user: expect.objectContaining({ id: second.id }) }),
      ]);
      await admin.agent.get(`/api/admin/families/${solo}`).expect(404);
      expect((await storedFiles(app)).filter((f) => f.split('/')[1] === String(solo))).toEqual([]);
    });
  });

  describe('/api/admin/families', () => {
    it('lists and searches families with member and photo counts, shows one, and deletes one with its files', async () => {
      const owner = await createUser(app, { name: 'Family Owner' });
      const familyId = await createFamily(owner, 'Zebra Crossing Family');
      await addMember(owner, familyId, await createUser(app));
      await uploadPhoto(owner, familyId);
      await app.drainJobs();
      const listed = (await admin.agent.get('/api/admin/families').query({ search: 'zebra crossing' }).expect(200)).body;
      expect(listed).toEqual({
        total: 1,
        families: [
          {
            id: familyId,
            name: 'Zebra Crossing Family',
            description: 'A family for tests',
            created_at: expect.any(String),
            created_by: { id: owner.id, name: 'Family Owner' },
            member_count: 2,
            photo_count: 1,
          },
        ],
      });
      expect((await admin.agent.get(`/api/admin/families/${familyId}`).expect(200)).body.family.id).toBe(familyId);
      expect((await storedFiles(app)).some((f) => f.split('/')[1] === String(familyId))).toBe(true);

      await admin.agent.delete(`/api/admin/families/${familyId}`).expect(204);
      await owner.agent.get(`/api/families/${familyId}`).expect(404);
      expect((await storedFiles(app)).filter((f) => f.split('/')[1] === String(familyId))).toEqual([]);
      await admin.agent.delete(`/api/admin/families/${familyId}`).expect(404);
    });
  });
});
