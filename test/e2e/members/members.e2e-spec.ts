import { TestApp } from '../support/test-app';
import { addMember, createFamily, createFamilyWithRoles, createUser } from '../support/factories';

describe('Members', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const memberIdOf = async (agent: ReturnType<TestApp['agent']>, familyId: number, userId: number): Promise<number> =>
    (await agent.get(`/api/families/${familyId}/members`)).body.members.find((m: { user: { id: number } }) => m.user.id === userId).id;

  describe('GET /api/families/:id/members', () => {
    it('lists members with their users, oldest first, to members only', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const response = await member.agent.get(`/api/families/${familyId}/members`).expect(200);
      expect(response.body.members).toEqual([
        { id: expect.any(Number), role: 'admin', joined_at: expect.any(String), user: { id: admin.id, name: admin.name, email: admin.email } },
        { id: expect.any(Number), role: 'member', joined_at: expect.any(String), user: { id: member.id, name: member.name, email: member.email } },
      ]);
      await outsider.agent.get(`/api/families/${familyId}/members`).expect(404);
      await app.request().get(`/api/families/${familyId}/members`).expect(401);
    });
  });

  describe.each([
    ['PUT /api/members/:id/role', (familyId: number, memberId: number) => `/api/members/${memberId}/role`],
    ['PUT /api/families/:id/members/:memberId', (familyId: number, memberId: number) => `/api/families/${familyId}/members/${memberId}`],
  ])('%s', (_title, path) => {
    it('lets an admin promote and demote a member', async () => {
      const { admin, member, familyId, memberId } = await createFamilyWithRoles(app);
      const promoted = await admin.agent.put(path(familyId, memberId)).send({ role: 'admin' }).expect(200);
      expect(promoted.body.member).toMatchObject({ id: memberId, role: 'admin', user: { id: member.id } });
      await admin.agent.put(path(familyId, memberId)).send({ role: 'member' }).expect(200);
      expect((await member.agent.get(`/api/families/${familyId}`)).body.family.role).toBe('member');
    });

    it('refuses a plain member (403), an outsider (404) and a bad role (400)', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const adminMemberId = await memberIdOf(admin.agent, familyId, admin.id);
      expect((await member.agent.put(path(familyId, adminMemberId)).send({ role: 'member' }).expect(403)).body).toEqual({
        error: 'Only family admins can change roles',
      });
      await outsider.agent.put(path(familyId, adminMemberId)).send({ role: 'member' }).expect(404);
      expect((await admin.agent.put(path(familyId, adminMemberId)).send({ role: 'owner' }).expect(400)).body).toEqual({
        error: 'role must be one of: admin, member',
      });
    });

    it('keeps the last admin (409) but lets an admin step down when another admin exists', async () => {
      const { admin, familyId, memberId } = await createFamilyWithRoles(app);
      const adminMemberId = await memberIdOf(admin.agent, familyId, admin.id);
      expect((await admin.agent.put(path(familyId, adminMemberId)).send({ role: 'member' }).expect(409)).body).toEqual({
        error: 'A family needs at least one admin: make another member admin first',
      });
      await admin.agent.put(path(familyId, memberId)).send({ role: 'admin' }).expect(200);
      await admin.agent.put(path(familyId, adminMemberId)).send({ role: 'member' }).expect(200);
    });
  });

  it('answers 404 when the member id belongs to another family than the path names', async () => {
    const { admin, familyId, memberId } = await createFamilyWithRoles(app);
    const otherFamily = await createFamily(admin, 'Other');
    await admin.agent.put(`/api/families/${otherFamily}/members/${memberId}`).send({ role: 'admin' }).expect(404);
    await admin.agent.delete(`/api/families/${otherFamily}/members/${memberId}`).expect(404);
    expect((await admin.agent.get(`/api/families/${familyId}/members`)).body.members).toHaveLength(2);
  });

  describe.each([
    ['DELETE /api/members/:id', (familyId: number, memberId: number) => `/api/members/${memberId}`],
    ['DELETE /api/families/:id/members/:memberId', (familyId: number, memberId: number) => `/api/families/${familyId}/members/${memberId}`],
  ])('%s', (_title, path) => {
    it('lets an admin remove a member, who then loses access', async () => {
      const { admin, member, familyId, memberId } = await createFamilyWithRoles(app);
      await admin.agent.delete(path(familyId, memberId)).expect(204);
      await member.agent.get(`/api/families/${familyId}`).expect(404);
    });

    it('lets a member leave, but not remove someone else', async () => {
      const { admin, member, familyId, memberId } = await createFamilyWithRoles(app);
      const adminMemberId = await memberIdOf(admin.agent, familyId, admin.id);
      expect((await member.agent.delete(path(familyId, adminMemberId)).expect(403)).body).toEqual({
        error: 'Only family admins can remove other members',
      });
      await member.agent.delete(path(familyId, memberId)).expect(204);
      expect((await member.agent.get('/api/families')).body.families).toEqual([]);
    });

    it('refuses to remove the last admin, even by themselves (409), and hides members from outsiders', async () => {
      const { admin, outsider, familyId, memberId } = await createFamilyWithRoles(app);
      const adminMemberId = await memberIdOf(admin.agent, familyId, admin.id);
      await outsider.agent.delete(path(familyId, memberId)).expect(404);
      expect((await admin.agent.delete(path(familyId, adminMemberId)).expect(409)).body.error).toMatch(/at least one admin/);
    });
  });

  it('lets one of two admins leave', async () => {
    const admin = await createUser(app);
    const second = await createUser(app);
    const familyId = await createFamily(admin);
    await addMember(admin, familyId, second, 'admin');
    await admin.agent.delete(`/api/members/${await memberIdOf(admin.agent, familyId, admin.id)}`).expect(204);
    expect((await second.agent.get(`/api/families/${familyId}/members`)).body.members).toEqual([
      expect.objectContaining({ role: 'admin', user: expect.objectContaining({ id: second.id }) }),
    ]);
  });

  // This app has no SMTP_URL: nobody gets an e-mail, so the admins are told, and hand the link on themselves.
  describe('invitations without a mail server', () => {
    it('say that e-mail is off when issued, listed and resent, and carry the link to copy', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const created = (await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: 'cousin@example.com' }).expect(201)).body;
      expect(created).toEqual({ invitation: expect.objectContaining({ status: 'pending', link: expect.stringMatching(/\/invitations\/[A-Za-z0-9_-]{43}$/) }), email_enabled: false });
      expect((await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body).toEqual({ invitations: [created.invitation], email_enabled: false });
      const resent = (await admin.agent.post(`/api/invitations/${created.invitation.id}/resend`).expect(200)).body;
      expect(resent).toEqual({ invitation: expect.objectContaining({ id: created.invitation.id, link: created.invitation.link }), email_enabled: false });
    });
  });
});
