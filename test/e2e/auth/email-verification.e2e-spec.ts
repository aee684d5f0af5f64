import { AccountToken, hashSecretToken, User } from '@heirloom/database';
import { accountTokenMailJobId, BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { DataSource } from 'typeorm';
import { eventually } from '../support/eventually';
import { createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { TestApp } from '../support/test-app';

const VERIFY_LINK = /https:\/\/family\.example\.org\/verify-email\?token=([A-Za-z0-9_-]{43})/g;

/** The tokens of the verification links in an e-mail, its text and HTML parts (quoted-printable undone). */
const tokensIn = (mail: ReceivedMail): string[] => [
  ...new Set([...mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=').matchAll(VERIFY_LINK)].map((match) => match[1])),
];

describe('E-mail verification', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    app = await TestApp.start({ worker: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://family.example.org' } });
    admin = await createUser(app, { name: 'First Admin' });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  const tokens = () => app.app.get(DataSource).getRepository(AccountToken);
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  /** Waits for the `count`-th verification e-mail to an address and answers its token. */
  const nthLinkTo = async (email: string, count = 1): Promise<string> => {
    const mails = await eventually(async () => mailsTo(email), (found) => found.length >= count, 15_000, `E-mail ${count} to ${email}`);
    const found = tokensIn(mails[count - 1]);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const me = async (user: TestUser) => (await user.agent.get('/api/auth/me').expect(200)).body.user;
  const verify = (token: unknown) => app.request().post('/api/auth/email/verify').send({ token });

  describe('at registration', () => {
    it('mails every account but the first a link to /verify-email, 24 hours valid, its token stored only as a hash', async () => {
      const user = await createUser(app);
      expect(await me(user)).toMatchObject({ email_verified: false });
      const token = await nthLinkTo(user.email);
      const mail = mailsTo(user.email)[0];
      expect(mail.raw).toMatch(/Subject: Confirm your e-mail address on Heirloom/);
      const [row] = await tokens().findBy({ userId: user.id });
      expect(row).toMatchObject({ purpose: 'verify_email', email: user.email, usedAt: null, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(row.tokenHash).toBe(hashSecretToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      await eventually(async () => (await tokens().findOneByOrFail({ id: row.id })).mailSentAt, (at) => at !== null, 15_000, 'The e-mail marked sent');
      const hours = (row.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      // The first account (the platform admin) needs no link: it was verified when it registered.
      expect(await me(admin)).toMatchObject({ is_admin: true, email_verified: true });
      expect(mailsTo(admin.email)).toEqual([]);
    });
  });

  describe('POST /api/auth/email/verify', () => {
    it('verifies the address of the link, signed out too, answers that account, and works once', async () => {
      const user = await createUser(app, { name: 'Link Opener' });
      const token = await nthLinkTo(user.email);
      const response = await verify(token).expect(200);
      expect(response.body).toEqual({
        user: { id: user.id, email: user.email, name: 'Link Opener', is_admin: false, email_verified: true, created_at: expect.any(String) },
      });
      expect(await me(user)).toMatchObject({ email_verified: true });
      expect((await verify(token).expect(410)).body).toEqual({ error: 'This verification link has already been used' });
      expect((await user.agent.post('/api/auth/email/verify').send({ token }).expect(410)).body).toEqual({ error: 'This verification link has already been used' });
    });

    it('lets exactly one of two uses at once succeed', async () => {
      const user = await createUser(app);
      const token = await nthLinkTo(user.email);
      const statuses = (await Promise.all([verify(token), verify(token), verify(token)])).map((response) => response.status).sort();
      expect(statuses).toEqual([200, 410, 410]);
      expect((await tokens().findOneByOrFail({ userId: user.id })).usedAt).not.toBeNull();
    });

    it('refuses a link older than 24 hours (410), and one for an address the account no longer has (410)', async () => {
      const late = await createUser(app);
      const lateToken = await nthLinkTo(late.email);
      await tokens().update({ userId: late.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await verify(lateToken).expect(410)).body).toEqual({ error: 'This verification link has expired: ask for a new one from your dashboard' });
      expect(await me(late)).toMatchObject({ email_verified: false });

      const moved = await createUser(app);
      const movedToken = await nthLinkTo(moved.email);
      await app.app.get(DataSource).getRepository(User).update({ id: moved.id }, { email: uniqueEmail('moved') });
      expect((await verify(movedToken).expect(410)).body).toEqual({ error: 'This verification link was sent to an address your account no longer uses' });
      expect(await me(moved)).toMatchObject({ email_verified: false });
    });

    it('answers 404 for a well-formed token nobody issued, and 400 naming the field for anything else', async () => {
      expect((await verify('a'.repeat(43)).expect(404)).body).toEqual({ error: 'This verification link is not valid: ask for a new one from your dashboard' });
      expect((await verify('a'.repeat(42)).expect(400)).body).toEqual({ error: 'token must be the 43-character code from the link' });
      expect((await verify(undefined).expect(400)).body).toEqual({ error: 'token is required' });
      expect((await verify(42).expect(400)).body).toEqual({ error: 'token must be a string' });
    });
  });

  describe('POST /api/auth/email/resend', () => {
    it('mails a new link (202); an earlier link still works; a verified account gets 409', async () => {
      const user = await createUser(app);
      const first = await nthLinkTo(user.email, 1);
      await eventually(async () => (await tokens().findOneByOrFail({ userId: user.id })).mailSentAt, (at) => at !== null, 15_000, 'The first e-mail marked sent');
      const resent = await user.agent.post('/api/auth/email/resend').expect(202);
      expect(resent.text).toBe('');
      const second = await nthLinkTo(user.email, 2);
      expect(second).not.toBe(first);
      await verify(second).expect(200);
      // Verified now: the first link is spent with nothing left to prove, and no more links are sent.
      expect((await verify(first).expect(200)).body.user.email_verified).toBe(true);
      expect((await user.agent.post('/api/auth/email/resend').expect(409)).body).toEqual({ error: 'Your e-mail address is already verified' });
      expect((await admin.agent.post('/api/auth/email/resend').expect(409)).body).toEqual({ error: 'Your e-mail address is already verified' });
      await app.request().post('/api/auth/email/resend').expect(401);
    });
  });

  describe('an e-mail lost with its queue', () => {
    it('is sent again, with a new token, at the next start while the row says it is owed; the lost token never works', async () => {
      const user = await createUser(app);
      const lostToken = await nthLinkTo(user.email);
      const [row] = await tokens().findBy({ userId: user.id });
      await eventually(async () => (await tokens().findOneByOrFail({ id: row.id })).mailSentAt, (at) => at !== null, 15_000, 'The e-mail marked sent');
      // As if the job had gone with the queue before it ran.
      await tokens().update({ id: row.id }, { mailSentAt: null });
      if (app.mode === 'scaled') await (app.app.get(JobProducer) as BullMqJobProducer).queue('mail').remove(accountTokenMailJobId(row));
      await app.restartJobRunner();

      const newToken = await nthLinkTo(user.email, 2);
      expect(newToken).not.toBe(lostToken);
      await verify(lostToken).expect(404);
      await verify(newToken).expect(200);
      await app.restartJobRunner();
      await app.drainJobs();
      expect(mailsTo(user.email)).toHaveLength(2);
    });
  });

  it('logging in answers email_verified too', async () => {
    const user = await createUser(app);
    const login = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(login.body.user).toMatchObject({ id: user.id, email_verified: false });
  });
});
