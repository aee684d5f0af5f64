import { AccountToken } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { nthLinkTo } from '../support/account-links';
import { addMember, createFamily, createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { SmtpSink } from '../support/smtp-sink';
import { TestApp } from '../support/test-app';
import { useMailingApp } from '../support/mailing-app';

const CONFIRM_SUBJECT = /Subject: Confirm your new e-mail address on Heirloom/;

describe('Profile: /me', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  useMailingApp((mailing) => ({ app, smtp } = mailing));

  const signIn = (email: string, password: string) => app.request().post('/api/auth/login').send({ email, password });
  const secondBrowser = async (user: TestUser, password = PASSWORD) => {
    const agent = app.agent();
    await agent.post('/api/auth/login').send({ email: user.email, password }).expect(200);
    return agent;
  };

  describe('GET and PUT /api/me', () => {
    it('answers the account, and changes its name (trimmed)', async () => {
      const user = await createUser(app, { name: 'Old Name' });
      expect((await user.agent.get('/api/me').expect(200)).body).toEqual({
        user: { id: user.id, email: user.email, name: 'Old Name', is_admin: false, email_verified: false, created_at: expect.any(String) },
        has_password: true,
        two_factor: { enabled: false, recovery_codes_left: 0 },
      });
      expect((await user.agent.put('/api/me').send({ name: '  Grandma Rose  ' }).expect(200)).body.user.name).toBe('Grandma Rose');
      expect((await user.agent.get('/api/auth/me').expect(200)).body.user.name).toBe('Grandma Rose');
      expect((await user.agent.put('/api/me').send({ name: '   ' }).expect(400)).body).toEqual({ error: 'name is required' });
      await app.request().get('/api/me').expect(401);
    });
  });

  describe('PUT /api/me/password', () => {
    it('needs the current password (403), then ends every other session and keeps this one', async () => {
      const user = await createUser(app);
      const phone = await secondBrowser(user);
      const wrong = await user.agent.put('/api/me/password').send({ current_password: 'not my password', new_password: 'a new long password' }).expect(403);
      expect(wrong.body).toEqual({ error: 'Your current password is not correct' });
      expect(JSON.stringify(wrong.body)).not.toContain('not my password');
      await phone.get('/api/auth/me').expect(200);

      const changed = await user.agent.put('/api/me/password').send({ current_password: PASSWORD, new_password: 'a new long password' }).expect(200);
      expect(changed.text).toBe('');
      await user.agent.get('/api/auth/me').expect(200);
      await phone.get('/api/auth/me').expect(401);
      await signIn(user.email, PASSWORD).expect(401);
      await signIn(user.email, 'a new long password').expect(200);
      expect((await user.agent.put('/api/me/password').send({ current_password: 'a new long password', new_password: 'short' }).expect(400)).body).toEqual({
        error: 'new_password must be at least 8 characters long',
      });
    });
  });

  describe('PUT /api/me/email and POST /api/auth/email/confirm', () => {
    it('mails a link to the new address; the account moves, verified, only when it is followed, once', async () => {
      const user = await createUser(app, { name: 'Moving Mary' });
      const next = uniqueEmail('new');
      const asked = await user.agent.put('/api/me/email').send({ email: next.toUpperCase(), current_password: PASSWORD }).expect(202);
      expect(asked.text).toBe('');
      const token = await nthLinkTo(smtp, next, CONFIRM_SUBJECT, '/confirm-email');
      // Nothing changes until the link is followed.
      expect((await user.agent.get('/api/me').expect(200)).body.user.email).toBe(user.email);
      await signIn(user.email, PASSWORD).expect(200);

      const confirmed = await app.request().post('/api/auth/email/confirm').send({ token }).expect(200);
      expect(confirmed.body.user).toMatchObject({ id: user.id, email: next, email_verified: true, name: 'Moving Mary' });
      expect((await user.agent.get('/api/me').expect(200)).body.user.email).toBe(next);
      await signIn(next, PASSWORD).expect(200);
      await signIn(user.email, PASSWORD).expect(401);
      expect((await app.request().post('/api/auth/email/confirm').send({ token }).expect(410)).body).toEqual({ error: 'This confirmation link has already been used' });
    });

    it('refuses a wrong password (403), the same address (400), a taken one (409), at the request and at the link', async () => {
      const user = await createUser(app);
      const other = await createUser(app);
      expect((await user.agent.put('/api/me/email').send({ email: uniqueEmail(), current_password: 'wrong password' }).expect(403)).body).toEqual({
        error: 'Your current password is not correct',
      });
      expect((await user.agent.put('/api/me/email').send({ email: user.email, current_password: PASSWORD }).expect(400)).body).toEqual({
        error: 'This is already your e-mail address',
      });
      expect((await user.agent.put('/api/me/email').send({ email: other.email, current_password: PASSWORD }).expect(409)).body).toEqual({
        error: 'An account with this email already exists',
      });
      // Free when asked, taken before the link is followed.
      const contested = uniqueEmail('contested');
      await user.agent.put('/api/me/email').send({ email: contested, current_password: PASSWORD }).expect(202);
      const token = await nthLinkTo(smtp, contested, CONFIRM_SUBJECT, '/confirm-email');
      await createUser(app, { email: contested });
      expect((await app.request().post('/api/auth/email/confirm').send({ token }).expect(409)).body).toEqual({ error: 'An account with this email already exists' });
      expect((await user.agent.get('/api/me').expect(200)).body.user.email).toBe(user.email);
    });

    it('refuses an expired link (410) and one nobody issued (404)', async () => {
      const user = await createUser(app);
      const next = uniqueEmail('late');
      await user.agent.put('/api/me/email').send({ email: next, current_password: PASSWORD }).expect(202);
      const token = await nthLinkTo(smtp, next, CONFIRM_SUBJECT, '/confirm-email');
      await app.app.get(DataSource).getRepository(AccountToken).update({ userId: user.id, purpose: 'change_email' }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await app.request().post('/api/auth/email/confirm').send({ token }).expect(410)).body).toEqual({
        error: 'This confirmation link has expired: ask for a new one from your account page',
      });
      await app.request().post('/api/auth/email/confirm').send({ token: 'c'.repeat(43) }).expect(404);
    });
  });

  describe('DELETE /api/me', () => {
    it('needs the password; the last admin of a family with other members hands over first (409 naming it)', async () => {
      const admin = await createUser(app);
      const member = await createUser(app);
      const familyId = await createFamily(admin, 'The Hendersons');
      const memberId = await addMember(admin, familyId, member);
      expect((await admin.agent.delete('/api/me').send({ password: 'wrong password' }).expect(403)).body).toEqual({ error: 'Your current password is not correct' });
      expect((await admin.agent.delete('/api/me').send({ password: PASSWORD }).expect(409)).body).toEqual({
        error: 'You are the only admin of "The Hendersons": make another member an admin first, or remove the other members',
      });
      await admin.agent.get('/api/auth/me').expect(200);

      await admin.agent.put(`/api/members/${memberId}/role`).send({ role: 'admin' }).expect(200);
      const photo = await uploadPhoto(admin, familyId, { description: 'Mine' });
      const deleted = await admin.agent.delete('/api/me').send({ password: PASSWORD }).expect(200);
      expect(deleted.text).toBe('');
      await admin.agent.get('/api/auth/me').expect(401);
      await signIn(admin.email, PASSWORD).expect(401);
      // As a platform admin's deletion: their photos go, the family stays with its other admin.
      await member.agent.get(`/api/photos/${photo.id}`).expect(404);
      const members = (await member.agent.get(`/api/families/${familyId}/members`).expect(200)).body.members;
      expect(members.map((m: { user: { id: number } }) => m.user.id)).toEqual([member.id]);
    });

    it('ends every session of the account and deletes a family it was alone in', async () => {
      const user = await createUser(app);
      const phone = await secondBrowser(user);
      const familyId = await createFamily(user, 'Just me');
      await user.agent.delete('/api/me').send({ password: PASSWORD }).expect(200);
      await phone.get('/api/auth/me').expect(401);
      const other = await createUser(app);
      await other.agent.get(`/api/families/${familyId}`).expect(404);
      expect((await app.request().delete('/api/me').send({ password: PASSWORD })).status).toBe(401);
    });
  });
});
