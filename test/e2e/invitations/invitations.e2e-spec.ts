import { Invitation } from '@heirloom/database';
import { BullMqJobProducer, invitationMailJobId, JobProducer } from '@heirloom/jobs';
import { DataSource } from 'typeorm';
import { TestApp } from '../support/test-app';
import { createFamily, createFamilyWithRoles, createUser, invitationToken, markVerified, TestUser, uniqueEmail } from '../support/factories';
import { eventually } from '../support/eventually';
import { SmtpSink } from '../support/smtp-sink';

describe('Invitations', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await TestApp.start({ worker: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://family.example.org' } });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  const invite = (admin: TestUser, familyId: number, email: string, role?: string) =>
    admin.agent.post(`/api/families/${familyId}/invitations`).send(role ? { email, role } : { email });

  const pendingOf = async (user: TestUser) => (await user.agent.get('/api/invitations/pending').expect(200)).body.invitations;

  describe('POST /api/families/:id/invitations', () => {
    it('invites as member by default, lists it with its accept link for the family admins only, and e-mails the invitee', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const email = uniqueEmail('Guest');
      const response = await invite(admin, familyId, `  ${email.toUpperCase()} `).expect(201);
      expect(response.body.invitation).toEqual({
        id: expect.any(Number),
        email: email.toLowerCase(),
        role: 'member',
        status: 'pending',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        invited_by: { id: admin.id, name: admin.name },
        link: expect.stringMatching(/^https:\/\/family\.example\.org\/invitations\/[A-Za-z0-9_-]{43}$/),
      });
      const days = (new Date(response.body.invitation.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      expect(response.body.email_enabled).toBe(true);
      expect((await admin.agent.get(`/api/families/${familyId}/invitations`).expect(200)).body).toEqual({
        invitations: [response.body.invitation],
        email_enabled: true,
      });
      expect((await member.agent.get(`/api/families/${familyId}/invitations`).expect(403)).body).toEqual({
        error: "Only family admins can see the family's invitations",
      });

      await app.drainJobs();
      const mail = await smtp.waitForMessageTo(email.toLowerCase());
      expect(mail.raw).toMatch(/invited you to/);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(response.body.invitation.link);
    });

    it('shows an unverified invitee the invitation without its token, a verified one with it, and nobody else', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const stranger = await createUser(app);
      await invite(admin, familyId, guest.email, 'admin').expect(201);
      const [pending] = await pendingOf(guest);
      expect(pending).toEqual({
        id: expect.any(Number),
        token: null,
        role: 'admin',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        family: { id: familyId, name: 'The Testers' },
        invited_by: { id: admin.id, name: admin.name },
      });
      await markVerified(app, guest);
      expect(await pendingOf(guest)).toEqual([{ ...pending, token: await invitationToken(admin, familyId, guest.email) }]);
      expect((await pendingOf(guest))[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await pendingOf(stranger)).toEqual([]);
    });

    it('renews instead of duplicating when the same address is invited again', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      await invite(admin, familyId, guest.email).expect(201);
      const [first] = await pendingOf(guest);
      const firstToken = await invitationToken(admin, familyId, guest.email);
      await invite(admin, familyId, guest.email, 'admin').expect(201);
      const after = await pendingOf(guest);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: first.id, role: 'admin' });
      expect(await invitationToken(admin, familyId, guest.email)).not.toBe(firstToken);
      await guest.agent.post(`/api/invitations/accept/${firstToken}`).expect(404);
    });

    it('refuses to invite a current member (409), whatever the case of the address', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      expect((await invite(admin, familyId, member.email.toUpperCase()).expect(409)).body).toEqual({
        error: 'That person is already a member of this family',
      });
    });

    it('lets only admins invite: member 403, outsider 404, anonymous 401', async () => {
      const { member, outsider, familyId } = await createFamilyWithRoles(app);
      expect((await invite(member, familyId, uniqueEmail()).expect(403)).body).toEqual({ error: 'Only family admins can invite people' });
      await invite(outsider, familyId, uniqueEmail()).expect(404);
      await app.request().post(`/api/families/${familyId}/invitations`).send({ email: uniqueEmail() }).expect(401);
    });

    it.each([
      [{}, 'email is required'],
      [{ email: 'nope' }, 'email must be a valid e-mail address'],
      [{ email: 'ok@example.com', role: 'owner' }, 'role must be one of: admin, member'],
    ])('refuses %j with 400', async (body, message) => {
      const admin = await createUser(app);
      const familyId = await createFamily(admin);
      expect((await admin.agent.post(`/api/families/${familyId}/invitations`).send(body).expect(400)).body).toEqual({ error: message });
    });

    it('POST /api/families/:id/members adds people through the same invitation', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const response = await admin.agent.post(`/api/families/${familyId}/members`).send({ email: guest.email }).expect(201);
      expect(response.body.invitation).toMatchObject({ email: guest.email, status: 'pending' });
      expect(await pendingOf(guest)).toHaveLength(1);
    });
  });

  describe('POST /api/invitations/accept/:token', () => {
    it('joins the invitee with the invited role, verifies their address and answers family_id; the token then is used up', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      await invite(admin, familyId, guest.email, 'admin').expect(201);
      const token = await invitationToken(admin, familyId, guest.email);
      const verified = async () => (await guest.agent.get('/api/auth/me').expect(200)).body.user.email_verified;
      expect(await verified()).toBe(false);
      expect((await guest.agent.post(`/api/invitations/accept/${token}`).expect(200)).body).toEqual({ family_id: familyId });
      // The token came through the link mailed to the address: that proves the mailbox.
      expect(await verified()).toBe(true);
      expect((await guest.agent.get(`/api/families/${familyId}`).expect(200)).body.family.role).toBe('admin');
      expect(await pendingOf(guest)).toEqual([]);
      expect((await guest.agent.post(`/api/invitations/accept/${token}`).expect(410)).body).toEqual({ error: 'This invitation has already been used' });
      const open = (await admin.agent.get(`/api/families/${familyId}/invitations`)).body.invitations;
      expect(open).toEqual([]);
    });

    it('GET shows the addressee, verified or not, what the token invites to; the same refusals as accepting', async () => {
      const { admin, outsider, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      await invite(admin, familyId, guest.email, 'admin').expect(201);
      const token = await invitationToken(admin, familyId, guest.email);
      const shown = await guest.agent.get(`/api/invitations/accept/${token}`).expect(200);
      expect(shown.body).toEqual({
        invitation: {
          id: expect.any(Number),
          token,
          role: 'admin',
          created_at: expect.any(String),
          expires_at: expect.any(String),
          family: { id: familyId, name: 'The Testers' },
          invited_by: { id: admin.id, name: admin.name },
        },
      });
      expect((await outsider.agent.get(`/api/invitations/accept/${token}`).expect(403)).body).toEqual({
        error: 'This invitation was sent to a different email address',
      });
      await guest.agent.get(`/api/invitations/accept/${'a'.repeat(43)}`).expect(404);
      await app.request().get(`/api/invitations/accept/${token}`).expect(401);
      await guest.agent.post(`/api/invitations/accept/${token}`).expect(200);
      expect((await guest.agent.get(`/api/invitations/accept/${token}`).expect(410)).body).toEqual({ error: 'This invitation has already been used' });
    });

    it('refuses a signed-in user whose e-mail is not the invited one (403)', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const thief = await createUser(app);
      await invite(admin, familyId, guest.email).expect(201);
      const token = await invitationToken(admin, familyId, guest.email);
      expect((await thief.agent.post(`/api/invitations/accept/${token}`).expect(403)).body).toEqual({
        error: 'This invitation was sent to a different email address',
      });
      await thief.agent.get(`/api/families/${familyId}`).expect(404);
    });

    it('refuses an expired invitation (410) and hides it from the pending list', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      await invite(admin, familyId, guest.email).expect(201);
      const [{ id }] = await pendingOf(guest);
      const token = await invitationToken(admin, familyId, guest.email);
      await app.app.get(DataSource).getRepository(Invitation).update({ id }, { expiresAt: new Date(Date.now() - 1000) });
      expect(await pendingOf(guest)).toEqual([]);
      expect((await guest.agent.post(`/api/invitations/accept/${token}`).expect(410)).body).toEqual({
        error: 'This invitation has expired: ask for a new one',
      });
      const listed = (await admin.agent.get(`/api/families/${familyId}/invitations`)).body.invitations;
      expect(listed).toEqual([expect.objectContaining({ id, status: 'expired', link: null })]);
    });

    it('answers 404 for an unknown or malformed token and 401 without a session', async () => {
      const user = await createUser(app);
      await user.agent.post(`/api/invitations/accept/${'a'.repeat(43)}`).expect(404);
      await user.agent.post('/api/invitations/accept/bad%20token').expect(404);
      await app.request().post(`/api/invitations/accept/${'a'.repeat(43)}`).expect(401);
    });
  });

  describe('POST /api/invitations/:id/resend', () => {
    it('mails the same link again, valid 7 days from now, to the family admins only', async () => {
      const { admin, member, outsider, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const created = (await invite(admin, familyId, guest.email).expect(201)).body.invitation;
      await app.drainJobs();
      await smtp.waitForMessageTo(guest.email);
      const mailsBefore = smtp.messages.filter((mail) => mail.to.includes(guest.email)).length;
      // As if the week had nearly gone: resending gives it a new one.
      await app.app.get(DataSource).getRepository(Invitation).update({ id: created.id }, { expiresAt: new Date(Date.now() + 60_000) });

      expect((await member.agent.post(`/api/invitations/${created.id}/resend`).expect(403)).body).toEqual({ error: 'Only family admins can resend invitations' });
      await outsider.agent.post(`/api/invitations/${created.id}/resend`).expect(404);
      await guest.agent.post(`/api/invitations/${created.id}/resend`).expect(403);
      await app.request().post(`/api/invitations/${created.id}/resend`).expect(401);
      const resent = (await admin.agent.post(`/api/invitations/${created.id}/resend`).expect(200)).body;
      expect(resent).toEqual({ invitation: { ...created, created_at: expect.any(String), expires_at: expect.any(String) }, email_enabled: true });
      const days = (new Date(resent.invitation.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);

      await app.drainJobs();
      const mails = await eventually(
        async () => smtp.messages.filter((mail) => mail.to.includes(guest.email)),
        (found) => found.length === mailsBefore + 1,
        15_000,
        'The invitation e-mailed again',
      );
      expect(mails.at(-1)!.raw.replace(/=\r?\n/g, '')).toContain(created.link);
      const token = await invitationToken(admin, familyId, guest.email);
      await guest.agent.post(`/api/invitations/accept/${token}`).expect(200);
      expect((await admin.agent.post(`/api/invitations/${created.id}/resend`).expect(410)).body).toEqual({ error: 'This invitation has already been accepted' });
    });

    it('renews an expired invitation so that its link works again', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const created = (await invite(admin, familyId, guest.email).expect(201)).body.invitation;
      const token = await invitationToken(admin, familyId, guest.email);
      await app.app.get(DataSource).getRepository(Invitation).update({ id: created.id }, { expiresAt: new Date(Date.now() - 1000) });
      await guest.agent.post(`/api/invitations/accept/${token}`).expect(410);
      expect((await admin.agent.post(`/api/invitations/${created.id}/resend`).expect(200)).body.invitation.status).toBe('pending');
      await guest.agent.post(`/api/invitations/accept/${token}`).expect(200);
    });

    it('answers 404 for an invitation that is gone', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const created = (await invite(admin, familyId, uniqueEmail()).expect(201)).body.invitation;
      await admin.agent.delete(`/api/invitations/${created.id}`).expect(204);
      await admin.agent.post(`/api/invitations/${created.id}/resend`).expect(404);
    });
  });

  describe('DELETE /api/invitations/:id', () => {
    it('lets an admin cancel, which kills the token', async () => {
      const { admin, member, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const created = (await invite(admin, familyId, guest.email).expect(201)).body.invitation;
      const token = await invitationToken(admin, familyId, guest.email);
      await member.agent.delete(`/api/invitations/${created.id}`).expect(403);
      await admin.agent.delete(`/api/invitations/${created.id}`).expect(204);
      await guest.agent.post(`/api/invitations/accept/${token}`).expect(404);
      await admin.agent.delete(`/api/invitations/${created.id}`).expect(404);
    });

    it('lets the invitee decline once their address is verified, and hides it from any other outsider', async () => {
      const { admin, outsider, familyId } = await createFamilyWithRoles(app);
      const guest = await createUser(app);
      const created = (await invite(admin, familyId, guest.email).expect(201)).body.invitation;
      await outsider.agent.delete(`/api/invitations/${created.id}`).expect(404);
      // Anyone can register an address: until it is proved, declining would let a stranger throw the invitation away.
      expect((await guest.agent.delete(`/api/invitations/${created.id}`).expect(403)).body).toEqual({
        error: 'Verify your e-mail address before declining an invitation',
      });
      expect(await pendingOf(guest)).toHaveLength(1);
      await markVerified(app, guest);
      await guest.agent.delete(`/api/invitations/${created.id}`).expect(204);
      expect(await pendingOf(guest)).toEqual([]);
    });
  });

  describe('an e-mail lost with its queue', () => {
    const invitations = () => app.app.get(DataSource).getRepository(Invitation);
    const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email)).length;

    it('is marked sent once out, and sent again at the next start while the row says it is owed', async () => {
      const { admin, familyId } = await createFamilyWithRoles(app);
      const lost = uniqueEmail('Lost').toLowerCase();
      const accepted = await createUser(app);
      const { id } = (await invite(admin, familyId, lost).expect(201)).body.invitation;
      await invite(admin, familyId, accepted.email).expect(201);
      await app.drainJobs();
      await smtp.waitForMessageTo(lost);
      const sentAt = async (invitationId: number) => (await invitations().findOneByOrFail({ id: invitationId })).mailSentAt;
      await eventually(() => sentAt(id), (at) => at !== null, 15_000, 'The invitation marked sent');

      // As if both jobs had gone with the queue before they ran; the accepted invitation is owed nothing any more.
      const token = await invitationToken(admin, familyId, accepted.email);
      await accepted.agent.post(`/api/invitations/accept/${token}`).expect(200);
      await invitations().update({ familyId }, { mailSentAt: null });
      if (app.mode === 'scaled') {
        const mailQueue = (app.app.get(JobProducer) as BullMqJobProducer).queue('mail');
        for (const invitation of await invitations().findBy({ familyId })) await mailQueue.remove(invitationMailJobId(invitation));
      }
      const before = { lost: mailsTo(lost), accepted: mailsTo(accepted.email) };
      await app.restartJobRunner();

      await eventually(async () => mailsTo(lost), (count) => count === before.lost + 1, 15_000, 'The owed e-mail sent again');
      await eventually(() => sentAt(id), (at) => at !== null, 15_000, 'The invitation marked sent again');
      await app.restartJobRunner();
      await app.drainJobs();
      expect(mailsTo(lost)).toBe(before.lost + 1);
      expect(mailsTo(accepted.email)).toBe(before.accepted);
    });
  });
});
