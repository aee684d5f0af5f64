import { RecoveryCode } from '@heirloom/database';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { controllerRoutes } from '../security/authorization-matrix.routes';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { turnOnTwoFactor } from '../support/account-links';
import { createUser, PASSWORD, TestUser } from '../support/factories';
import { TestApp } from '../support/test-app';
import { TOTP_STEP, TOTP_T0, TotpClock } from '../support/totp-clock';


describe('Two-factor sign-in (TOTP)', () => {
  let app: TestApp;
  const clock = new TotpClock();

  beforeAll(async () => {
    app = await TestApp.start();
    clock.attach(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  beforeEach(() => {
    clock.now = TOTP_T0;
  });

  const signIn = (agent: TestAgent, email: string, password = PASSWORD) => agent.post('/api/auth/login').send({ email, password });

  const turnOn = (user: TestUser) => turnOnTwoFactor(user, clock.now);

  it('sets up with a QR code and the secret, confirmed by a first code; ten recovery codes shown once, stored hashed', async () => {
    const user = await createUser(app);
    const setup = await user.agent.post('/api/me/2fa/setup').expect(200);
    expect(setup.body).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauth_url: expect.any(String), qr_svg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/) });
    const url = new URL(setup.body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Heirloom');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    // Not on until a code confirms it.
    expect((await user.agent.get('/api/me').expect(200)).body.two_factor).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await user.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, clock.now - 5 * TOTP_STEP) }).expect(400)).body).toEqual({
      error: 'That code is not right: use the code your authenticator app shows now',
    });
    const enabled = await user.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, clock.now) }).expect(200);
    const codes: string[] = enabled.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await user.agent.get('/api/me').expect(200)).body.two_factor).toEqual({ enabled: true, recovery_codes_left: 10 });
    const stored = await app.app.get(DataSource).getRepository(RecoveryCode).findBy({ userId: user.id });
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    await user.agent.post('/api/me/2fa/setup').expect(409);
  });

  it('asks for a second step after the password; the first step grants nothing; a code finishes it once', async () => {
    const user = await createUser(app);
    const { secret } = await turnOn(user);
    clock.now += TOTP_STEP;
    const browser = app.agent();
    const first = await signIn(browser, user.email).expect(200);
    expect(first.body).toEqual({ two_factor_required: true });
    await browser.get('/api/auth/me').expect(401);
    await browser.get('/api/me').expect(401);
    // A wrong code, or the one already used to turn it on (its step is spent), does not finish it.
    await browser.post('/api/auth/login/2fa').send({ code: '000000' }).expect(401);
    await browser.post('/api/auth/login/2fa').send({ code: totpCode(secret, TOTP_T0) }).expect(401);
    const code = totpCode(secret, clock.now);
    const second = await browser.post('/api/auth/login/2fa').send({ code }).expect(200);
    expect(second.body.user).toMatchObject({ id: user.id, email: user.email });
    await browser.get('/api/auth/me').expect(200);

    // The same code again, from another browser within its step: refused (replay).
    const other = app.agent();
    await signIn(other, user.email).expect(200);
    expect((await other.post('/api/auth/login/2fa').send({ code }).expect(401)).body).toEqual({ error: 'That code is not right, or was used already' });
    clock.now += TOTP_STEP;
    await other.post('/api/auth/login/2fa').send({ code: totpCode(secret, clock.now) }).expect(200);
    // No second step without a first.
    expect((await app.request().post('/api/auth/login/2fa').send({ code: totpCode(secret, clock.now + TOTP_STEP) }).expect(401)).body).toEqual({
      error: 'Sign in with your e-mail and password first',
    });
  });

  it('between the steps, every route answers as it does to a stranger', async () => {
    const user = await createUser(app);
    await turnOn(user);
    const pending = app.agent();
    await signIn(pending, user.email).expect(200);
    const skip = new Set(['POST /api/auth/logout', 'POST /api/auth/login', 'POST /api/auth/login/2fa', 'POST /api/auth/register']);
    const routes = controllerRoutes(app.app).filter((route) => !skip.has(route));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:(\w+)/g, '1').replace(/\{\/?\*\w+\}/g, '');
      const call = (agent: TestAgent) => agent[method.toLowerCase() as 'get'](url).send({});
      const [asStranger, asPending] = [await call(app.request() as unknown as TestAgent), await call(pending)];
      expect(`${route} ${asPending.status}`).toBe(`${route} ${asStranger.status}`);
    }
    // The pending sign-in is still there to finish, and only it.
    await pending.get('/api/auth/me').expect(401);
  });

  it('takes each recovery code once instead of a code', async () => {
    const user = await createUser(app);
    const { recoveryCodes } = await turnOn(user);
    const browser = app.agent();
    await signIn(browser, user.email).expect(200);
    await browser.post('/api/auth/login/2fa').send({ recovery_code: recoveryCodes[3].toUpperCase() }).expect(200);
    expect((await browser.get('/api/me').expect(200)).body.two_factor).toEqual({ enabled: true, recovery_codes_left: 9 });
    const again = app.agent();
    await signIn(again, user.email).expect(200);
    await again.post('/api/auth/login/2fa').send({ recovery_code: recoveryCodes[3] }).expect(401);
    await again.post('/api/auth/login/2fa').send({ recovery_code: recoveryCodes[4] }).expect(200);
  });

  it('turns off with the password and a code, not with either alone', async () => {
    const user = await createUser(app);
    const { secret } = await turnOn(user);
    clock.now += TOTP_STEP;
    await user.agent.post('/api/me/2fa/disable').send({ password: 'wrong password', code: totpCode(secret, clock.now) }).expect(403);
    await user.agent.post('/api/me/2fa/disable').send({ password: PASSWORD, code: '123456' }).expect(403);
    await user.agent.post('/api/me/2fa/disable').send({ password: PASSWORD, code: totpCode(secret, clock.now) }).expect(200);
    expect((await user.agent.get('/api/me').expect(200)).body.two_factor).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await signIn(app.agent(), user.email).expect(200)).body.user.id).toBe(user.id);
    expect(await app.app.get(DataSource).getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
  });

  it('answers 400 naming the field for a malformed code', async () => {
    const user = await createUser(app);
    expect((await user.agent.post('/api/me/2fa/enable').send({ code: '12345' }).expect(400)).body).toEqual({ error: 'code must be the 6 digits your authenticator app shows' });
    expect((await app.request().post('/api/auth/login/2fa').send({}).expect(400)).body).toEqual({ error: 'code or recovery_code is required' });
  });
  it('remembers the browser for the account (the known-device cookie) only once the second step is done', async () => {
    const user = await createUser(app);
    const { secret } = await turnOn(user);
    clock.now += TOTP_STEP;
    const browser = app.agent();
    const deviceCookie = (response: { headers: Record<string, unknown> }) =>
      ([response.headers['set-cookie'] ?? []] as string[][]).flat().find((cookie) => cookie.startsWith('heirloom.device='));
    const first = await signIn(browser, user.email).expect(200);
    expect(deviceCookie(first)).toBeUndefined();
    const second = await browser.post('/api/auth/login/2fa').send({ code: totpCode(secret, clock.now) }).expect(200);
    expect(deviceCookie(second)).toMatch(/^heirloom\.device=[0-9a-z]+\.[A-Za-z0-9_-]{22}; Max-Age=15552000; Path=\/api\/auth; Expires=.*; HttpOnly; SameSite=Lax$/);
    // It never skips the second step: the next sign-in from this browser asks for a code again.
    expect((await signIn(browser, user.email).expect(200)).body).toEqual({ two_factor_required: true });
  });
});
