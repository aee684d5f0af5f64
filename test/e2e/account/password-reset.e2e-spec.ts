import { AccountToken, hashSecretToken, User } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { mailsTo, nthLinkTo } from '../support/account-links';
import { createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';
import { TestApp } from '../support/test-app';
import { useMailingApp } from '../support/mailing-app';

const RESET_SUBJECT = /Subject: Reset your Heirloom password/;
const NEW_PASSWORD = 'a brand new secret';

describe('Password reset', () => {
  let app: TestApp;
  let smtp: SmtpSink;

  useMailingApp((mailing) => ({ app, smtp } = mailing));

  const tokens = () => app.app.get(DataSource).getRepository(AccountToken);
  const forgot = (email: unknown) => app.request().post('/api/auth/password/forgot').send({ email });
  const reset = (token: unknown, password: unknown = NEW_PASSWORD, agent = app.agent()) => agent.post('/api/auth/password/reset').send({ token, password });
  const linkFor = async (user: TestUser, count = 1) => {
    await forgot(user.email).expect(202);
    return nthLinkTo(smtp, user.email, RESET_SUBJECT, '/reset-password', count);
  };
  const signIn = (email: string, password: string) => app.request().post('/api/auth/login').send({ email, password });

  it('answers 202 with no body for any address, and mails a one-hour link only to an account that has it, its token stored hashed', async () => {
    const user = await createUser(app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email.toUpperCase()).expect(202);
    const missing = await forgot(unknown).expect(202);
    expect(known.text).toBe('');
    expect(missing.text).toBe('');
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(missing.headers).sort());
    const token = await nthLinkTo(smtp, user.email, RESET_SUBJECT, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes: 256 bits
    const [row] = await tokens().findBy({ userId: user.id, purpose: 'reset_password' });
    expect(row.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // Wait for everything queued to be done, then: nothing went to the unknown address, nor anywhere else for it.
    await app.drainJobs();
    expect(smtp.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
    expect(await tokens().countBy({ email: unknown })).toBe(0);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const user = await createUser(app);
    const ghost = uniqueEmail('ghost');
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 20; round++) {
      // Each order in turn, so the work a known address leaves behind weighs on both kinds alike.
      for (const kind of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const started = process.hrtime.bigint();
        await forgot(kind === 'known' ? user.email : ghost).expect(202);
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      await app.drainJobs();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [known, unknown] = [median(timings.known), median(timings.unknown)];
    // Neither answer waits for the account's lookup, a row or the queue: the medians differ by noise only.
    expect({ known, unknown, close: Math.abs(known - unknown) < Math.max(20, 0.5 * Math.min(known, unknown)) }).toMatchObject({ close: true });
  });

  it('sets the new password, ends every session of the account, signs this browser in, and works once', async () => {
    const user = await createUser(app, { name: 'Forgetful Grandpa' });
    const otherBrowser = app.agent();
    await otherBrowser.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const token = await linkFor(user);

    const browser = app.agent();
    const response = await reset(token, NEW_PASSWORD, browser).expect(200);
    expect(response.body).toEqual({
      user: { id: user.id, email: user.email, name: 'Forgetful Grandpa', is_admin: false, email_verified: true, created_at: expect.any(String) },
    });
    expect((await browser.get('/api/auth/me').expect(200)).body.user.id).toBe(user.id);
    await user.agent.get('/api/auth/me').expect(401);
    await otherBrowser.get('/api/auth/me').expect(401);
    await signIn(user.email, PASSWORD).expect(401);
    await signIn(user.email, NEW_PASSWORD).expect(200);

    expect((await reset(token, 'yet another secret').expect(410)).body).toEqual({ error: 'This password reset link has already been used: ask for a new one' });
    await signIn(user.email, 'yet another secret').expect(401);
    await browser.get('/api/auth/me').expect(200);
  });

  it('gives an account without a password (made by single sign-on) one: it then confirms changes with it', async () => {
    const user = await createUser(app);
    await app.app.get(DataSource).getRepository(User).update({ id: user.id }, { hasPassword: false });
    expect((await user.agent.get('/api/me').expect(200)).body.has_password).toBe(false);
    const browser = app.agent();
    await reset(await linkFor(user), NEW_PASSWORD, browser).expect(200);
    expect((await browser.get('/api/me').expect(200)).body.has_password).toBe(true);
    expect((await browser.delete('/api/me').send({}).expect(400)).body).toEqual({ error: 'password is required' });
  });

  it('lets exactly one of three uses at once succeed, and a new link ends the earlier ones once one is used', async () => {
    const user = await createUser(app);
    const first = await linkFor(user, 1);
    await app.drainJobs();
    const second = await linkFor(user, 2);
    expect(second).not.toBe(first);
    const statuses = (await Promise.all([reset(second), reset(second), reset(second)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
    await reset(first, 'one more password').expect(410);
  });

  it('refuses an expired link and one mailed to an address the account no longer has (410), an unknown one (404)', async () => {
    const late = await createUser(app);
    const lateToken = await linkFor(late);
    await tokens().update({ userId: late.id, purpose: 'reset_password' }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(lateToken).expect(410)).body).toEqual({ error: 'This password reset link has expired: ask for a new one' });
    await signIn(late.email, PASSWORD).expect(200);

    const moved = await createUser(app);
    const movedToken = await linkFor(moved);
    await app.app.get(DataSource).getRepository(User).update({ id: moved.id }, { email: uniqueEmail('moved') });
    expect((await reset(movedToken).expect(410)).body).toEqual({ error: 'This password reset link was sent to an address your account no longer uses' });

    expect((await reset('b'.repeat(43)).expect(404)).body).toEqual({ error: 'This password reset link is not valid: ask for a new one' });
  });

  it('resets only the account the link was mailed for, whoever is signed in where it is opened', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const token = await linkFor(owner);
    const response = await reset(token, NEW_PASSWORD, other.agent).expect(200);
    expect(response.body.user.id).toBe(owner.id);
    // The browser is now the owner's; the other account keeps its password and its other sessions.
    expect((await other.agent.get('/api/auth/me').expect(200)).body.user.id).toBe(owner.id);
    await signIn(other.email, PASSWORD).expect(200);
    await signIn(other.email, NEW_PASSWORD).expect(401);
  });

  it('answers 400 naming the field for a malformed address, token or password; never echoes a password', async () => {
    expect((await forgot('not an address').expect(400)).body).toEqual({ error: 'email must be a valid e-mail address' });
    expect((await forgot(undefined).expect(400)).body).toEqual({ error: 'email is required' });
    expect((await reset('a'.repeat(42)).expect(400)).body).toEqual({ error: 'token must be the 43-character code from the link' });
    const short = await reset('a'.repeat(43), 'short').expect(400);
    expect(short.body).toEqual({ error: 'password must be at least 8 characters long' });
    expect(JSON.stringify(short.body)).not.toContain('short"');
  });

  it('mails nothing while the address is unknown, even when asked for many times', async () => {
    const email = uniqueEmail('never');
    for (let i = 0; i < 3; i++) await forgot(email).expect(202);
    await app.drainJobs();
    expect(mailsTo(smtp, email, RESET_SUBJECT)).toEqual([]);
  });
});
