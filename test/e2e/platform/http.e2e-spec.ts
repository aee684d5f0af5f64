import { TestApp } from '../support/test-app';
import { createUser } from '../support/factories';

describe('HTTP platform', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { APP_URL: 'https://family.example.org' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('request bodies', () => {
    it('answers malformed JSON with 400 {error}', async () => {
      const response = await app.request().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
      expect(response.body).toEqual({ error: 'The request body is not valid JSON' });
    });

    it('answers a JSON body over 1 MB with 413 {error}', async () => {
      const user = await createUser(app);
      const response = await user.agent
        .post('/api/families')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'Big', description: 'x'.repeat(1024 * 1024 + 10) }))
        .expect(413);
      expect(response.body).toEqual({ error: 'The request body is too large' });
    });

    it('answers an unknown route with 404 {error}', async () => {
      expect((await app.request().get('/api/nothing-here').expect(404)).body).toEqual({ error: expect.stringMatching(/Cannot GET/) });
    });
  });

  describe('same-origin rule', () => {
    it('refuses a state-changing request from another site by Origin or Referer', async () => {
      const user = await createUser(app);
      const fromEvil = await user.agent.post('/api/families').set('Origin', 'https://evil.example.com').send({ name: 'X' }).expect(403);
      expect(fromEvil.body).toEqual({ error: 'Requests from another site are not allowed' });
      await user.agent.post('/api/families').set('Referer', 'https://evil.example.com/page').send({ name: 'X' }).expect(403);
      await user.agent.post('/api/families').set('Origin', 'null').send({ name: 'X' }).expect(403);
    });

    // With APP_URL, APP_URL's origin is the only one (security/app-url.e2e-spec.ts has the rest of that rule).
    it("accepts APP_URL's origin, and reads from anywhere", async () => {
      const user = await createUser(app);
      await user.agent.post('/api/families').set('Origin', 'https://family.example.org').send({ name: 'Configured' }).expect(201);
      await user.agent.get('/api/families').set('Origin', 'https://evil.example.com').expect(200);
    });
  });

  // The security headers are checked in security/hygiene.e2e-spec.ts.
  describe('headers', () => {
    it("sends back the caller's request id", async () => {
      const response = await app.request().get('/api/auth/me').set('X-Request-Id', 'abcdef12-3456').expect(401);
      expect(response.headers['x-request-id']).toBe('abcdef12-3456');
    });

    it('generates a request id when the caller sends none or a strange one', async () => {
      const response = await app.request().get('/api/auth/me').set('X-Request-Id', '<script>').expect(401);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('GET /api/health', () => {
    it('reports the database, and Redis in scaled mode, without a session', async () => {
      const response = await app.request().get('/api/health').expect(200);
      expect(response.body.status).toBe('ok');
      expect(response.body.info.database.status).toBe('up');
      if (app.mode === 'scaled') expect(response.body.info.redis.status).toBe('up');
      else expect(response.body.info.redis).toBeUndefined();
    });
  });

  describe('GET /api/docs-json', () => {
    it('publishes the OpenAPI document with every route of the API', async () => {
      const response = await app.request().get('/api/docs-json').expect(200);
      expect(response.body.info.title).toBe('Heirloom API');
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining(['/api/auth/login', '/api/families/{familyId}', '/api/members/{memberId}/role', '/api/invitations/accept/{token}']),
      );
    });
  });
});
