import { TwoFactorClock } from '../../../apps/api/src/two-factor/two-factor.clock';
import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { createUser } from '../support/factories';
import { TestApp } from '../support/test-app';

const T0 = Date.UTC(2026, 5, 1, 9, 0, 15);

describe('REQUIRE_ADMIN_2FA', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { REQUIRE_ADMIN_2FA: 'true' } });
    app.app.get(TwoFactorClock).now = () => T0;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('keeps the admin panel closed to a platform admin until two-factor sign-in is on', async () => {
    const admin = await createUser(app);
    expect(admin.isAdmin).toBe(true);
    const refusal = { error: 'Turn on two-factor sign-in on your account page before you use the admin panel' };
    expect((await admin.agent.get('/api/admin/stats').expect(403)).body).toEqual(refusal);
    expect((await admin.agent.get('/api/admin/backup/list').expect(403)).body).toEqual(refusal);
    // Their own account, where they turn it on, stays open.
    await admin.agent.get('/api/me').expect(200);
    const setup = await admin.agent.post('/api/me/2fa/setup').expect(200);
    await admin.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, T0) }).expect(200);
    await admin.agent.get('/api/admin/stats').expect(200);
    // Anyone else is refused as ever, for not being an admin.
    const member = await createUser(app);
    expect((await member.agent.get('/api/admin/stats').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
  });
});
