import { DataSource } from 'typeorm';
import { createUser, PASSWORD, uniqueEmail } from '../support/factories';
import { rawExchange } from '../support/raw-http';
import { TestApp } from '../support/test-app';

const APP_URL = 'https://family.example.org';
const REBOUND = 'rebound.attacker.example';
const WRONG_HOST = /^This Heirloom server answers only at family\.example\.org: open it at that address/;

/**
 * APP_URL pins the app to its public name: the Host header and the same-origin rule are held to it (DNS rebinding).
 * One app at a time: passport's strategies are process-wide.
 */
describe('The app address', () => {
  describe('with APP_URL set', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await TestApp.start({ env: { APP_URL } });
    });

    afterAll(async () => {
      await app?.stop();
    });

    /** A client that reached this server under another name, as a rebound browser page does. */
    const asHost = (host: string) => app.agent().set('Host', host);
    const userCount = async () => Number((await app.app.get(DataSource).query('SELECT COUNT(*) AS n FROM users'))[0].n);

    it("refuses a fresh install's first registration under another name (DNS rebinding), and makes no account", async () => {
      expect(await userCount()).toBe(0);
      const response = await asHost(REBOUND)
        .post('/api/auth/register')
        .set('Origin', `http://${REBOUND}`)
        .send({ email: uniqueEmail(), password: PASSWORD, name: 'Mallory' })
        .expect(421);
      expect(response.body).toEqual({ error: expect.stringMatching(WRONG_HOST) });
      expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', connection: 'close' });
      expect(await userCount()).toBe(0);
      // The first account made under the right name is still the one that becomes the platform admin.
      expect((await createUser(app)).isAdmin).toBe(true);
    });

    it.each([
      ['an API read', 'get', '/api/auth/me'],
      ['the web client', 'get', '/'],
      ['a sign-in', 'post', '/api/auth/login'],
    ] as const)('refuses another Host for %s with 421 {error}', async (_, method, path) => {
      for (const host of [REBOUND, '127.0.0.1', `family.example.org.${REBOUND}`, 'family.example.org:8443']) {
        const response = await asHost(host)[method](path).send(method === 'post' ? { email: uniqueEmail(), password: PASSWORD } : undefined);
        expect({ host, status: response.status, body: response.body }).toEqual({ host, status: 421, body: { error: expect.stringMatching(WRONG_HOST) } });
      }
    });

    it('accepts its own name in any case and with the default port of its protocol', async () => {
      for (const host of ['family.example.org', 'Family.Example.ORG', 'family.example.org:443']) {
        await asHost(host).get('/api/auth/me').expect(401);
      }
    });

    it('refuses a missing or malformed Host with 400 {error}', async () => {
      // HTTP/1.0 may leave Host out (Node itself refuses an HTTP/1.1 request without one).
      const missing = await rawExchange(app.url, [{ data: 'GET /api/auth/me HTTP/1.0\r\n\r\n' }], { untilAnswered: true });
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 400, body: { error: 'The request needs a valid Host header' } });
      for (const host of ['user@family.example.org', 'family.example.org/x', 'family.example.org:99999']) {
        const response = await asHost(host).get('/api/auth/me');
        expect({ host, status: response.status, body: response.body }).toEqual({ host, status: 400, body: { error: 'The request needs a valid Host header' } });
      }
    });

    it('keeps /api/health answerable by address, for container health checks', async () => {
      const response = await asHost(new URL(app.url).host).get('/api/health').expect(200);
      expect(response.body.status).toBe('ok');
      await asHost(REBOUND).post('/api/health').expect(421);
    });

    it("holds Origin and Referer to APP_URL's origin, not to the Host the request names", async () => {
      const user = await createUser(app);
      // The Host matches, but the page that sent it is not the app's: the origin the request was sent to is no longer enough.
      await user.agent.post('/api/families').set('Origin', 'http://family.example.org').send({ name: 'X' }).expect(403);
      await user.agent.post('/api/families').set('Referer', `${app.url}/dashboard`).send({ name: 'X' }).expect(403);
      await user.agent.post('/api/families').set('Origin', APP_URL).send({ name: 'Ours' }).expect(201);
      await user.agent.post('/api/families').set('Referer', `${APP_URL}/dashboard`).send({ name: 'Ours too' }).expect(201);
    });
  });

  describe('without APP_URL', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await TestApp.start();
    });

    afterAll(async () => {
      await app?.stop();
    });

    it('answers at whatever address it is opened, and takes that address as its own origin', async () => {
      const user = await createUser(app);
      await user.agent.get('/api/auth/me').set('Host', 'photos.local:3000').expect(200);
      await user.agent.post('/api/families').set('Origin', app.url).send({ name: 'Own origin' }).expect(201);
      await user.agent.post('/api/families').set('Host', 'photos.local:3000').set('Origin', 'http://photos.local:3000').send({ name: 'Named' }).expect(201);
      await user.agent.post('/api/families').set('Origin', 'https://evil.example.com').send({ name: 'X' }).expect(403);
    });
  });
});
