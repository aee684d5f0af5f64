import { uniqueEmail } from '../support/factories';
import { RedirectBrowser } from '../support/redirect-browser';
import { ageSsoSignIn, pathOf, signedInAs, signInWithSso, SsoWorld, startSsoWorld, stopSsoWorld } from './sso-world';

/** OIDC_ONLY=true: the provider is the only way in; REGISTRATION still decides who gets a new account. */
describe('Single sign-on only (OIDC_ONLY)', () => {
  const world = {} as SsoWorld;
  const addresses = { first: uniqueEmail('first'), invited: uniqueEmail('invited') };
  const accounts = {
    first: { email: addresses.first, email_verified: true, name: 'First Person' },
    stranger: { email: uniqueEmail('stranger'), email_verified: true, name: 'A Stranger' },
    invited: { email: addresses.invited, email_verified: true, name: 'Invited Person' },
  };
  const PASSWORD_REFUSAL = { error: 'This server signs in with single sign-on only: use "Sign in with SSO" on the sign-in page' };

  beforeAll(async () => {
    Object.assign(world, await startSsoWorld(accounts, { OIDC_ONLY: 'true', REGISTRATION: 'invite' }));
  }, 60_000);

  afterAll(() => stopSsoWorld(world));

  it('tells the sign-in page to offer no password form', async () => {
    expect((await world.app.request().get('/api/auth/oidc/config').expect(200)).body).toEqual({ enabled: true, button_text: 'Sign in with SSO', password_sign_in: false });
  });

  it('makes the first account, the platform admin, by single sign-on', async () => {
    const browser = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, browser, 'first'))).toBe('/dashboard');
    const me = await world.app.request().get('/api/auth/me').set('Cookie', browser.cookieFor(world.app.url)).expect(200);
    expect(me.body.user).toMatchObject({ email: addresses.first, name: 'First Person', is_admin: true });
  });

  it('refuses password sign-in, registration and password reset with 403 saying how to sign in', async () => {
    const refused = [
      await world.app.request().post('/api/auth/login').send({ email: addresses.first, password: 'whatever it is' }),
      await world.app.request().post('/api/auth/register').send({ email: uniqueEmail('reg'), password: 'correct horse battery', name: 'New' }),
      await world.app.request().post('/api/auth/password/forgot').send({ email: addresses.first }),
      await world.app.request().post('/api/auth/password/reset').send({ token: 'a'.repeat(43), password: 'correct horse battery' }),
    ];
    for (const answer of refused) expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: PASSWORD_REFUSAL });
  });

  it('makes accounts only for addresses REGISTRATION lets in (here: invited ones)', async () => {
    const admin = new RedirectBrowser();
    await signInWithSso(world, admin, 'first');
    const stranger = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, stranger, 'stranger'))).toBe('/login?sso_error=registration');
    expect(await signedInAs(world, stranger)).toBeNull();

    const cookie = admin.cookieFor(world.app.url);
    const family = await world.app.request().post('/api/families').set('Cookie', cookie).send({ name: 'The Invited' }).expect(201);
    await world.app.request().post(`/api/families/${family.body.family.id}/invitations`).set('Cookie', cookie).send({ email: addresses.invited }).expect(201);
    const invited = new RedirectBrowser();
    expect(pathOf(await signInWithSso(world, invited, 'invited'))).toBe('/dashboard');
    expect(await signedInAs(world, invited)).not.toBeNull();
  });

  it('lets an account, which has no password here, delete itself once its sign-in with the provider is recent', async () => {
    const browser = new RedirectBrowser();
    await signInWithSso(world, browser, 'invited');
    const id = await signedInAs(world, browser);
    const deletion = () => world.app.request().delete('/api/me').set('Cookie', browser.cookieFor(world.app.url)).send({});
    expect((await world.app.request().get('/api/me').set('Cookie', browser.cookieFor(world.app.url)).expect(200)).body.has_password).toBe(false);
    await ageSsoSignIn(world, browser, 11 * 60 * 1000);
    expect((await deletion().expect(403)).body.reauth_required).toBe(true);
    await signInWithSso(world, browser, 'invited');
    expect(await signedInAs(world, browser)).toBe(id);
    await deletion().expect(200);
    expect(await signedInAs(world, browser)).toBeNull();
  });
});
