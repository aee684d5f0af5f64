import { User, withTotpCipher } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { turnOnTwoFactor } from '../support/account-links';
import { createUser, PASSWORD, TestUser } from '../support/factories';
import { TestApp } from '../support/test-app';
import { TOTP_STEP, TotpClock } from '../support/totp-clock';


describe('TOTP secrets at rest', () => {
  let app: TestApp;
  const clock = new TotpClock();

  beforeAll(async () => {
    app = await TestApp.start();
    clock.attach(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const stored = async (user: TestUser): Promise<string | null> =>
    (await app.app.get(DataSource).query('SELECT totp_secret FROM users WHERE id = ?', [user.id]))[0].totp_secret;

  /** Signs in with the password and a code of the moment; answers the second step's status. */
  const signInWithCode = async (user: TestUser, secret: string): Promise<number> => {
    clock.now += TOTP_STEP;
    const browser = app.agent();
    await browser.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    return (await browser.post('/api/auth/login/2fa').send({ code: totpCode(secret, clock.now) })).status;
  };

  it('stores the secret encrypted, never its base32, and codes of it still sign in', async () => {
    const user = await createUser(app);
    const setup = await user.agent.post('/api/me/2fa/setup').expect(200);
    const pending = (await app.app.get(DataSource).query('SELECT totp_pending_secret FROM users WHERE id = ?', [user.id]))[0].totp_pending_secret;
    expect(pending).toMatch(/^v1\./);
    expect(pending).not.toContain(setup.body.secret);
    await user.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, clock.now) }).expect(200);
    const value = await stored(user);
    expect(value).toMatch(/^v1\.[A-Za-z0-9_-]{70,}$/);
    expect(value).not.toContain(setup.body.secret);
    expect(await signInWithCode(user, setup.body.secret)).toBe(200);
  });

  it('encrypts the plain secrets stored before (the migration, on this database), after which their codes still work', async () => {
    const user = await createUser(app);
    const { secret } = await turnOnTwoFactor(user, clock.now);
    // As a row of an older version, or restored from an archive made by one: the secret in plain base32.
    await app.app.get(DataSource).getRepository(User).update({ id: user.id }, { totpSecret: secret });
    expect(await signInWithCode(user, secret)).toBe(200);
    const runner = app.app.get(DataSource).createQueryRunner();
    try {
      const Migration = withTotpCipher(app.config.sessionSecret);
      await new Migration().up(runner);
    } finally {
      await runner.release();
    }
    const value = await stored(user);
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain(secret);
    expect(await signInWithCode(user, secret)).toBe(200);
    // A secret that does not decrypt (another installation's key) lets no code in; recovery codes still would.
    await app.app.get(DataSource).getRepository(User).update({ id: user.id }, { totpSecret: value!.slice(0, -4) + 'AAAA' });
    expect(await signInWithCode(user, secret)).toBe(401);
  });
});
