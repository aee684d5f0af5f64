import { User, UserIdentity } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { turnOnTwoFactor } from '../support/account-links';
import { auditRowsAfter, lastAuditId } from '../support/audit';
import { createUser, PASSWORD, uniqueEmail } from '../support/factories';
import { RedirectBrowser } from '../support/redirect-browser';
import { beginSso, callbackFor, pathOf, signedInAs, signInWithSso, SsoWorld, startSsoWorld, stopSsoWorld } from './sso-world';

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
});
