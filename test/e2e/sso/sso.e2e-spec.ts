import { AccountToken, User, UserIdentity } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { turnOnTwoFactor } from '../support/account-links';
import { auditRowsAfter, lastAuditId } from '../support/audit';
import { createUser, PASSWORD, uniqueEmail } from '../support/factories';
import { RedirectBrowser } from '../support/redirect-browser';
import { ageSsoSignIn, beginSso, callbackFor, pathOf, signedInAs, signInWithSso, SsoWorld, startSsoWorld, stopSsoWorld } from './sso-world';

/** Just past the 10 minutes within which a sign-in with the provider confirms a sensitive change. */
const PAST_REAUTH_WINDOW_MS = 10 * 60 * 1000 + 5_000;

/**
 * Single sign-on against a real OpenID Provider (oidc-provider) started by the test: authorization code flow with
 * PKCE, state and nonce; accounts matched by identity, by verified address, or created.
 */
describe('Single sign-on (OpenID Connect)', () => {
  const world = {} as SsoWorld;
  const addresses = { ada: uniqueEmail('ada'), existing: uniqueEmail('existing'), squatted: uniqueEmail('squatted'), unverified: uniqueEmail('unverified'), totp: uniqueEmail('totp') };
  const accounts = {
    ada: { email: addresses.ada.toUpperCase(), email_verified: true, name: 'Ada Lovelace' },
    existing: { email: addresses.existing, email_verified: true, name: 'Someone Else' },
    squatted: { email: addresses.squatted, email_verified: 'true', name: 'Rightful Owner' },
    unverified: { email: addresses.unverified, email_verified: false, name: 'Not Proved' },
    nobody: { email: uniqueEmail('nobody'), email_verified: false, name: 'Nobody' },
    totp: { email: addresses.totp, email_verified: true },
    leaving: { email: uniqueEmail('leaving'), email_verified: true, name: 'Leaving Soon' },
    sudo: { email: uniqueEmail('sudo'), email_verified: true, name: 'Sudo Mode' },
    outgoing: { email: uniqueEmail('outgoing'), email_verified: true, name: 'Signing Out' },
    guarded: { email: uniqueEmail('guarded'), email_verified: true, name: 'Guarded' },
  };
  const db = () => world.app.app.get(DataSource);
  const identitiesOf = (userId: number) => db().getRepository(UserIdentity).findBy({ userId });

  beforeAll(async () => {
    Object.assign(world, await startSsoWorld(accounts, { OIDC_BUTTON_TEXT: 'Sign in with Family ID' }));
    // The platform admin exists: accounts made below are ordinary ones.
    await createUser(world.app);
  }, 60_000);

  afterAll(() => stopSsoWorld(world));

  it('tells the sign-in page what to offer', async () => {
    const config = await world.app.request().get('/api/auth/oidc/config').expect(200);
    expect(config.body).toEqual({ enabled: true, button_text: 'Sign in with Family ID', password_sign_in: true });
  });

  it('sends the browser to the provider with a PKCE challenge (S256), a state and a nonce, granting nothing yet', async () => {
    const browser = new RedirectBrowser();
    const authorize = await beginSso(world, browser, 'ada', '?redirect=/invitations/abc');
    expect(authorize.origin).toBe(world.provider.issuer);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'heirloom-test',
      scope: 'openid email profile',
      redirect_uri: `${world.app.url}/api/auth/oidc/callback`,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await signedInAs(world, browser)).toBeNull();
  });

  it('creates an account for a new verified address, with the name of the claims, and later finds it by subject', async () => {
    const before = await db().getRepository(User).count();
    const browser = new RedirectBrowser();
    const done = await signInWithSso(world, browser, 'ada');
    expect({ status: done.status, to: pathOf(done) }).toEqual({ status: 302, to: '/dashboard' });
    const id = await signedInAs(world, browser);
    const user = await db().getRepository(User).findOneByOrFail({ id: id! });
    expect(user).toMatchObject({ email: addresses.ada, name: 'Ada Lovelace', isAdmin: false, emailVerifiedAt: expect.any(Date) });
    expect(await db().getRepository(User).count()).toBe(before + 1);
    expect(await identitiesOf(user.id)).toEqual([expect.objectContaining({ issuer: world.provider.issuer, subject: 'ada' })]);
    // No password anyone knows: the password form does not open it.
    await world.app.request().post('/api/auth/login').send({ email: addresses.ada, password: PASSWORD }).expect(401);

    // The provider changes the address: the subject still finds the account, and no other is made.
    world.provider.setAccounts({ ...accounts, ada: { email: uniqueEmail('ada-renamed'), email_verified: true, name: 'Ada' } });
    const again = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, again, 'ada'))).toBe('/dashboard');
    expect(await signedInAs(world, again)).toBe(user.id);
    expect(await db().getRepository(User).count()).toBe(before + 1);
    world.provider.setAccounts(accounts);
  });

  it('links an existing account by its verified address, which keeps its password', async () => {
    const owner = await createUser(world.app, { email: addresses.existing });
    await db().getRepository(User).update({ id: owner.id }, { emailVerifiedAt: new Date() });
    const browser = new RedirectBrowser();
    const start = await lastAuditId(world.app);
    expect(pathOf(await signInWithSso(world, browser, 'existing'))).toBe('/dashboard');
    expect(await signedInAs(world, browser)).toBe(owner.id);
    // The audit trail has the sign-in once, by single sign-on.
    expect(await auditRowsAfter(world.app, start)).toEqual([expect.objectContaining({ action: 'sign_in.succeeded', actorId: owner.id, details: '{"method":"sso"}' })]);
    expect(await identitiesOf(owner.id)).toEqual([expect.objectContaining({ subject: 'existing' })]);
    expect((await db().getRepository(User).findOneByOrFail({ id: owner.id })).name).toBe(owner.name);
    await world.app.request().post('/api/auth/login').send({ email: addresses.existing, password: PASSWORD }).expect(200);
    await owner.agent.get('/api/auth/me').expect(200);
  });

  it('takes an account whose address was never verified back from whoever registered it: password and sessions end', async () => {
    const squatter = await createUser(world.app, { email: addresses.squatted });
    expect((await db().getRepository(User).findOneByOrFail({ id: squatter.id })).emailVerifiedAt).toBeNull();
    const browser = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, browser, 'squatted'))).toBe('/dashboard');
    expect(await signedInAs(world, browser)).toBe(squatter.id);
    expect((await db().getRepository(User).findOneByOrFail({ id: squatter.id })).emailVerifiedAt).not.toBeNull();
    await squatter.agent.get('/api/auth/me').expect(401);
    await world.app.request().post('/api/auth/login').send({ email: addresses.squatted, password: PASSWORD }).expect(401);
  });

  it('refuses an address the provider has not verified, the same whether an account has it or not', async () => {
    const holder = await createUser(world.app, { email: addresses.unverified });
    const users = await db().getRepository(User).count();
    const withAccount = new RedirectBrowser();
    const withoutAccount = new RedirectBrowser();
    const start = await lastAuditId(world.app);
    const answers = [await signInWithSso(world, withAccount, 'unverified'), await signInWithSso(world, withoutAccount, 'nobody')];
    for (const answer of answers) expect({ status: answer.status, to: pathOf(answer), body: answer.body }).toEqual({ status: 302, to: '/login?sso_error=unverified_email', body: answers[0].body });
    expect(await signedInAs(world, withAccount)).toBeNull();
    expect(await signedInAs(world, withoutAccount)).toBeNull();
    expect(await identitiesOf(holder.id)).toEqual([]);
    expect(await db().getRepository(User).count()).toBe(users);
    // Both refusals are in the trail alike: no account named, whether one has the address or not.
    const refusal = expect.objectContaining({ action: 'sign_in.failed', actorId: null, targetId: null, details: '{"stage":"sso","reason":"unverified_email"}' });
    expect(await auditRowsAfter(world.app, start)).toEqual([refusal, refusal]);
  });

  it('refuses a callback whose state is not the session’s, and a callback used twice', async () => {
    const browser = new RedirectBrowser();
    const callback = await callbackFor(world, browser, 'ada');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(pathOf(await browser.get(forged))).toBe('/login?sso_error=expired');
    expect(await signedInAs(world, browser)).toBeNull();
    // The flow was spent by the forged attempt: the genuine callback cannot be replayed after it either.
    expect(pathOf(await browser.get(callback))).toBe('/login?sso_error=expired');
    expect(await signedInAs(world, browser)).toBeNull();
  });

  it('exchanges a code only with the PKCE verifier of the session that asked for it', async () => {
    // A's code, carried into B's session with B's own state: the token request sends B's verifier, which the provider
    // refuses before spending the code.
    const a = new RedirectBrowser();
    const b = new RedirectBrowser();
    const callbackOfA = await callbackFor(world, a, 'ada');
    const authorizeOfB = await beginSso(world, b, 'ada');
    const injected = new URL(callbackOfA);
    injected.searchParams.set('state', authorizeOfB.searchParams.get('state')!);
    expect(pathOf(await b.get(injected))).toBe('/login?sso_error=failed');
    expect(await signedInAs(world, b)).toBeNull();
    // The code was not spent (the provider refused the verifier, not a used code): A, with its verifier, signs in.
    expect(pathOf(await a.get(callbackOfA))).toBe('/dashboard');
    expect(await signedInAs(world, a)).not.toBeNull();
  });

  it('says when the person cancelled at the provider, and keeps where they were going', async () => {
    const browser = new RedirectBrowser();
    const authorize = await beginSso(world, browser, 'ada', '?redirect=%2Finvitations%2Fabc');
    // What the provider sends back (RFC 9207: with its issuer) when the person cancels.
    const answer = new URLSearchParams({ error: 'access_denied', state: authorize.searchParams.get('state')!, iss: world.provider.issuer });
    const cancelled = await browser.get(`${world.app.url}/api/auth/oidc/callback?${answer}`);
    expect(pathOf(cancelled)).toBe('/login?sso_error=denied&redirect=%2Finvitations%2Fabc');
    expect(await signedInAs(world, browser)).toBeNull();
  });

  it('opens the page the browser was going to', async () => {
    const browser = new RedirectBrowser();
    const authorize = await beginSso(world, browser, 'ada', '?redirect=%2Finvitations%2Fabc%3Fx%3D1');
    expect(pathOf(await browser.get(await browser.followUntil(authorize, world.app.url)))).toBe('/invitations/abc?x=1');
  });

  it("still asks for the account's own second step (two-factor sign-in); the provider's step grants nothing alone", async () => {
    const owner = await createUser(world.app, { email: addresses.totp });
    await db().getRepository(User).update({ id: owner.id }, { emailVerifiedAt: new Date() });
    const { recoveryCodes } = await turnOnTwoFactor(owner);
    const browser = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, browser, 'totp'))).toBe('/login?second_step=1');
    expect(await signedInAs(world, browser)).toBeNull();
    const step = await world.app
      .request()
      .post('/api/auth/login/2fa')
      .set('Cookie', browser.cookieFor(world.app.url))
      .send({ recovery_code: recoveryCodes[0] })
      .expect(200);
    expect(step.body.user.id).toBe(owner.id);
    // The session keeps its sign-in with the provider through the second step: signing out ends the provider's too.
    const signedIn = (step.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]);
    const out = await world.app.request().post('/api/auth/logout').set('Cookie', signedIn).expect(200);
    expect(out.body.logout_url).toMatch(new RegExp(`^${world.provider.issuer}/session/end\\?`));
  });

  it('answers hostile callbacks with the sign-in page, never an error page', async () => {
    const browser = new RedirectBrowser();
    for (const query of ['', '?code=abc', '?code[]=a&code[]=b&state=x', `?state=${'s'.repeat(5000)}&code=c`, '?error=%00', '?iss=http://evil.example&code=x&state=y']) {
      const answer = await browser.get(`${world.app.url}/api/auth/oidc/callback${query}`);
      expect({ query, status: answer.status, to: pathOf(answer) }).toEqual({ query, status: 302, to: '/login?sso_error=expired' });
    }
    // With a flow under way, junk against its state is still only a refusal.
    const authorize = await beginSso(world, browser, 'ada');
    const junk = await browser.get(`${world.app.url}/api/auth/oidc/callback?code=${'c'.repeat(3000)}&state=${authorize.searchParams.get('state')}`);
    expect(pathOf(junk)).toBe('/login?sso_error=failed');
    expect(await signedInAs(world, browser)).toBeNull();
    // A redirect target that leaves the app is refused before anything starts.
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'dashboard', '/a\r\nSet-Cookie: x=1']) {
      const answer = await world.app.request().get('/api/auth/oidc/login').query({ redirect: target }).expect(400);
      expect(answer.body.error).toMatch(/redirect/);
    }
  });

  describe('an account without a password confirms sensitive changes by a recent sign-in with the provider', () => {
    const as = (browser: RedirectBrowser) => ({
      delete: (body: object) => world.app.request().delete('/api/me').set('Cookie', browser.cookieFor(world.app.url)).send(body),
      moveTo: (body: object) => world.app.request().put('/api/me/email').set('Cookie', browser.cookieFor(world.app.url)).send(body),
      profile: () => world.app.request().get('/api/me').set('Cookie', browser.cookieFor(world.app.url)),
    });

    it('deletes itself right after signing in, with no password asked', async () => {
      const browser = new RedirectBrowser();
      expect(pathOf(await signInWithSso(world, browser, 'leaving'))).toBe('/dashboard');
      const id = (await signedInAs(world, browser))!;
      expect((await as(browser).profile().expect(200)).body.has_password).toBe(false);
      await as(browser).delete({}).expect(200);
      expect(await db().getRepository(User).findOneBy({ id })).toBeNull();
      expect(await signedInAs(world, browser)).toBeNull();
    });

    it('after 10 minutes answers 403 reauth_required, and once signed in with the provider again moves its address and deletes itself', async () => {
      const browser = new RedirectBrowser();
      await signInWithSso(world, browser, 'sudo');
      const id = (await signedInAs(world, browser))!;
      await ageSsoSignIn(world, browser, PAST_REAUTH_WINDOW_MS);
      const reauth = { error: 'Sign in again with your single sign-on provider to confirm this', reauth_required: true };
      expect((await as(browser).delete({}).expect(403)).body).toEqual(reauth);
      // No password stands in for it: the account has none anyone knows.
      expect((await as(browser).delete({ password: PASSWORD }).expect(403)).body).toEqual(reauth);
      const newAddress = uniqueEmail('sudo-moved');
      expect((await as(browser).moveTo({ email: newAddress }).expect(403)).body).toEqual(reauth);
      expect(await db().getRepository(AccountToken).countBy({ userId: id, purpose: 'change_email' })).toBe(0);
      expect(await signedInAs(world, browser)).toBe(id);

      // Back through the provider (the Account page sends redirect=/account), into the same account.
      const back = await browser.get(await browser.followUntil(await beginSso(world, browser, 'sudo', '?redirect=%2Faccount'), world.app.url));
      expect(pathOf(back)).toBe('/account');
      expect(await signedInAs(world, browser)).toBe(id);
      await as(browser).moveTo({ email: newAddress }).expect(202);
      expect(await db().getRepository(AccountToken).findBy({ userId: id, purpose: 'change_email' })).toEqual([expect.objectContaining({ email: newAddress })]);
      await as(browser).delete({}).expect(200);
      expect(await db().getRepository(User).findOneBy({ id })).toBeNull();
    });

    it('turns two-factor sign-in off with a code and no password, once its provider sign-in is recent again', async () => {
      const browser = new RedirectBrowser();
      await signInWithSso(world, browser, 'guarded');
      const id = (await signedInAs(world, browser))!;
      const post = (path: string, body: object, cookie = browser.cookieFor(world.app.url)) => world.app.request().post(path).set('Cookie', cookie).send(body);
      const setup = await post('/api/me/2fa/setup', {}).expect(200);
      const codes: string[] = (await post('/api/me/2fa/enable', { code: totpCode(setup.body.secret, Date.now()) }).expect(200)).body.recovery_codes;
      await ageSsoSignIn(world, browser, PAST_REAUTH_WINDOW_MS);
      expect((await post('/api/me/2fa/disable', { code: codes[0] }).expect(403)).body).toEqual({
        error: 'Sign in again with your single sign-on provider to confirm this',
        reauth_required: true,
      });
      expect((await as(browser).profile().expect(200)).body.two_factor.enabled).toBe(true);

      // Back through the provider, then its second step: the session's sign-in with the provider is recent again.
      expect(pathOf(await signInWithSso(world, browser, 'guarded'))).toBe('/login?second_step=1');
      const step = await post('/api/auth/login/2fa', { recovery_code: codes[1] }).expect(200);
      expect(step.body.user.id).toBe(id);
      const signedIn = (step.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]);
      await post('/api/me/2fa/disable', { code: codes[2] }, signedIn.join('; ')).expect(200);
      expect((await world.app.request().get('/api/me').set('Cookie', signedIn).expect(200)).body.two_factor.enabled).toBe(false);
    });

    it('leaves an account with a password needing it, even in a session signed in with the provider', async () => {
      const owner = await createUser(world.app);
      await db().getRepository(User).update({ id: owner.id }, { emailVerifiedAt: new Date() });
      world.provider.setAccounts({ ...accounts, linked: { email: owner.email, email_verified: true } });
      const browser = new RedirectBrowser();
      expect(pathOf(await signInWithSso(world, browser, 'linked'))).toBe('/dashboard');
      world.provider.setAccounts(accounts);
      expect((await as(browser).profile().expect(200)).body.has_password).toBe(true);
      expect((await as(browser).delete({}).expect(400)).body).toEqual({ error: 'password is required' });
      expect((await as(browser).moveTo({ email: uniqueEmail('elsewhere') }).expect(400)).body).toEqual({ error: 'current_password is required' });
      expect((await as(browser).delete({ password: 'not the password' }).expect(403)).body).toEqual({ error: 'Your current password is not correct' });
      expect((await as(browser).delete({ password: null }).expect(400)).body).toEqual({ error: 'password is required' });
      await as(browser).delete({ password: PASSWORD }).expect(200);
      expect(await db().getRepository(User).findOneBy({ id: owner.id })).toBeNull();
    });
  });

  describe('signing out of a session signed in with the provider (RP-initiated logout)', () => {
    it("answers the provider's end-session address, which ends the provider's session and comes back to /login", async () => {
      const browser = new RedirectBrowser();
      await signInWithSso(world, browser, 'outgoing');
      // While the provider's session lasts, a new sign-in goes straight back without its login prompt.
      const silent = await browser.trail(await beginSso(world, browser, 'outgoing'), world.app.url);
      expect(silent.some((url) => url.includes('/interaction/'))).toBe(false);
      await browser.get(silent.at(-1)!);

      const out = await world.app.request().post('/api/auth/logout').set('Cookie', browser.cookieFor(world.app.url)).expect(200);
      expect(Object.keys(out.body)).toEqual(['logout_url']);
      const logout = new URL(out.body.logout_url);
      expect(`${logout.origin}${logout.pathname}`).toBe(`${world.provider.issuer}/session/end`);
      expect(Object.fromEntries(logout.searchParams)).toEqual({
        id_token_hint: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        post_logout_redirect_uri: `${world.app.url}/login`,
        client_id: 'heirloom-test',
      });
      expect(await signedInAs(world, browser)).toBeNull();

      // The provider accepts the hint and the registered address, asks to confirm, then sends the browser to /login.
      const page = await browser.get(logout);
      expect(page.status).toBe(200);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1];
      const confirmed = await browser.post(`${world.provider.issuer}/session/end/confirm`, { xsrf, logout: 'yes' });
      expect(confirmed.location).toBe(`${world.app.url}/login`);

      // The provider's session is gone: the next sign-in goes through its login prompt again.
      const again = await browser.trail(await beginSso(world, browser, 'outgoing'), world.app.url);
      expect(again.some((url) => url.includes('/interaction/'))).toBe(true);
    });

    it('answers 204 and nothing more for a session signed in with a password', async () => {
      const user = await createUser(world.app);
      const out = await user.agent.post('/api/auth/logout').expect(204);
      expect(out.text).toBe('');
      await user.agent.get('/api/auth/me').expect(401);
    });
  });
});
