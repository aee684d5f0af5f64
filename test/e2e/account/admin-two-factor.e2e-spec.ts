import { totpCode } from '../../../apps/api/src/two-factor/totp';
import { controllerRoutes } from '../security/authorization-matrix.routes';
import { createUser } from '../support/factories';
import { TestApp } from '../support/test-app';
import { TOTP_T0, TotpClock } from '../support/totp-clock';

const REFUSAL = { error: 'Turn on two-factor sign-in on your account page before you use the admin panel' };

describe('REQUIRE_ADMIN_2FA', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { REQUIRE_ADMIN_2FA: 'true' } });
    new TotpClock().attach(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('keeps every admin route and the queue dashboard closed to a platform admin until two-factor sign-in is on', async () => {
    const admin = await createUser(app);
    expect(admin.isAdmin).toBe(true);
    // Every /admin route of every controller, with ids filled in, and the queue dashboard (a middleware of its own).
    const adminRoutes = controllerRoutes(app.app)
      .filter((route) => route.split(' ')[1].startsWith('/api/admin/') && route !== 'GET /api/admin/verify')
      .map((route) => route.replace(/:\w+/g, '1'));
    expect(adminRoutes).toEqual(expect.arrayContaining(['GET /api/admin/stats', 'GET /api/admin/audit', 'GET /api/admin/backup/list', 'DELETE /api/admin/users/1']));
    for (const route of [...adminRoutes, 'GET /api/admin/queues', 'GET /api/admin/queues/api/queues']) {
      const [method, path] = route.split(' ');
      const response = await admin.agent[method.toLowerCase() as 'get'](path).send({});
      expect([route, response.status, response.body]).toEqual([route, 403, REFUSAL]);
    }
    // The client learns why, and shows "set up two-factor sign-in first" with a link to the account page.
    expect((await admin.agent.get('/api/admin/verify').expect(200)).body).toEqual({ is_admin: true, two_factor_required: true });
    // Their own account, where they turn it on, stays open.
    await admin.agent.get('/api/me').expect(200);
    const setup = await admin.agent.post('/api/me/2fa/setup').expect(200);
    await admin.agent.post('/api/me/2fa/enable').send({ code: totpCode(setup.body.secret, TOTP_T0) }).expect(200);
    expect((await admin.agent.get('/api/admin/verify').expect(200)).body).toEqual({ is_admin: true, two_factor_required: false });
    await admin.agent.get('/api/admin/stats').expect(200);
    await admin.agent.get('/api/admin/audit').expect(200);
    await admin.agent.get('/api/admin/queues').expect(app.mode === 'scaled' ? 200 : 404);
    // Anyone else is refused as ever, for not being an admin, and so is the verify route.
    const member = await createUser(app);
    expect((await member.agent.get('/api/admin/stats').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
    expect((await member.agent.get('/api/admin/queues').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
    expect((await member.agent.get('/api/admin/verify').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
    await app.request().get('/api/admin/queues').expect(401);
  });
});
