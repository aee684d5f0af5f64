import { TestApp } from '../support/test-app';
import { addMember, createFamily, createFamilyWithRoles, createUser } from '../support/factories';

describe('Families', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('POST /api/families', () => {
    it('creates the family with its creator as admin, trimming the fields', async () => {
      const owner = await createUser(app);
      const response = await owner.agent.post('/api/families').send({ name: '  The Smiths ', description: ' Since 1921 ' }).expect(201);
      expect(response.body.family).toEqual({
        id: expect.any(Number),
        name: 'The Smiths',
        description: 'Since 1921',
        created_by: owner.id,
        created_at: expect.any(String),
        role: 'admin',
        joined_at: expect.any(String),
        member_count: 1,
        members: [{ id: expect.any(Number), role: 'admin', joined_at: expect.any(String), user: { id: owner.id, name: owner.name, email: owner.email } }],
      });
    });

    it('accepts a missing description as empty', async () => {
      const owner = await createUser(app);
      const response = await owner.agent.post('/api/families').send({ name: 'Solo' }).expect(201);
      expect(response.body.family.description).toBe('');
    });

    it.each([
      [{}, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters long'],
      [{ name: 'Ok', description: 'd'.repeat(1001) }, 'description must be at most 1000 characters long'],
      [{ name: 42 }, 'name must be a string'],
      [{ name: 'Ok', owner: 1 }, 'property owner should not exist'],
    ])('refuses %j with 400', async (body, message) => {
      const owner = await createUser(app);
      expect((await owner.agent.post('/api/families').send(body).expect(400)).body).toEqual({ error: message });
    });

    it('needs a session', async () => {
      await app.request().post('/api/families').send({ name: 'Anon' }).expect(401);
    });

    it('keeps emoji and right-to-left names intact', async () => {
      const owner = await createUser(app);
      const name = 'משפחת כהן 👨‍👩‍👧';
      const response = await owner.agent.post('/api/families').send({ name }).expect(201);
      expect((await owner.agent.get(`/api/families/${response.body.family.id}`).expect(200)).body.family.name).toBe(name);
    });
  });

  describe('GET /api/families', () => {
    it("lists only the caller's families, each with the caller's role and the members", async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const mine = (await member.agent.get('/api/families').expect(200)).body.families;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: familyId, role: 'member', member_count: 2 });
      expect(mine[0].members).toEqual(
        expect.arrayContaining([
          { id: expect.any(Number), role: 'admin', user_id: admin.id },
          { id: expect.any(Number), role: 'member', user_id: member.id },
        ]),
      );
      expect((await outsider.agent.get('/api/families').expect(200)).body).toEqual({ families: [] });
    });
  });

  describe('GET /api/families/:id', () => {
    it('shows the family to members and answers 404 to outsiders and for unknown ids', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      expect((await member.agent.get(`/api/families/${familyId}`).expect(200)).body.family.members).toHaveLength(2);
      expect((await outsider.agent.get(`/api/families/${familyId}`).expect(404)).body).toEqual({ error: 'Family not found' });
      await member.agent.get('/api/families/999999').expect(404);
      await app.request().get(`/api/families/${familyId}`).expect(401);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %p', async (id) => {
      const user = await createUser(app);
      expect((await user.agent.get(`/api/families/${id}`).expect(400)).body.error).toMatch(/is not a valid id/);
    });
  });

  describe('PUT /api/families/:id', () => {
    it('lets an admin rename, refuses a member (403) and hides from an outsider (404)', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const renamed = await admin.agent.put(`/api/families/${familyId}`).send({ name: 'Renamed', description: 'New words' }).expect(200);
      expect(renamed.body.family).toMatchObject({ name: 'Renamed', description: 'New words' });
      expect((await member.agent.put(`/api/families/${familyId}`).send({ name: 'Mine now' }).expect(403)).body).toEqual({
        error: 'Only family admins can change the family',
      });
      await outsider.agent.put(`/api/families/${familyId}`).send({ name: 'Mine now' }).expect(404);
      expect((await admin.agent.get(`/api/families/${familyId}`)).body.family.name).toBe('Renamed');
    });

    it('refuses an empty name', async () => {
      const owner = await createUser(app);
      const familyId = await createFamily(owner);
      expect((await owner.agent.put(`/api/families/${familyId}`).send({ name: ' ' }).expect(400)).body).toEqual({ error: 'name is required' });
    });
  });

  describe('DELETE /api/families/:id', () => {
    it('lets only an admin delete, and takes memberships and invitations with it', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: 'late@example.com' }).expect(201);
      await member.agent.delete(`/api/families/${familyId}`).expect(403);
      await outsider.agent.delete(`/api/families/${familyId}`).expect(404);
      await admin.agent.delete(`/api/families/${familyId}`).expect(204);
      await admin.agent.get(`/api/families/${familyId}`).expect(404);
      expect((await member.agent.get('/api/families')).body.families).toEqual([]);
      const [{ count }] = await app.app.get(require('typeorm').DataSource).query('SELECT COUNT(*) AS count FROM invitations WHERE family_id = ?', [familyId]);
      expect(Number(count)).toBe(0);
    });
  });

  describe('membership', () => {
    it('joins a second family without touching the first', async () => {
      const a = await createUser(app);
      const b = await createUser(app);
      const first = await createFamily(a, 'First');
      const second = await createFamily(b, 'Second');
      await addMember(b, second, a);
      const families = (await a.agent.get('/api/families')).body.families.map((f: { id: number; role: string }) => [f.id, f.role]);
      expect(families).toEqual(expect.arrayContaining([[first, 'admin'], [second, 'member']]));
    });
  });
});
