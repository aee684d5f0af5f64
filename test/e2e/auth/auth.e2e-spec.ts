import { TestApp } from '../support/test-app';
import { createUser, PASSWORD, uniqueEmail } from '../support/factories';

describe('Accounts and sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('POST /api/auth/register', () => {
    it('makes the first account platform admin, its address taken as verified, and no later one', async () => {
      const first = await createUser(app);
      const second = await createUser(app);
      expect(first.isAdmin).toBe(true);
      expect(second.isAdmin).toBe(false);
      expect((await first.agent.get('/api/auth/me').expect(200)).body.user).toMatchObject({ is_admin: true, email_verified: true });
      expect((await second.agent.get('/api/auth/me').expect(200)).body.user).toMatchObject({ is_admin: false, email_verified: false });
    });

    it('answers the user, trims and lower-cases the e-mail, and signs the new user in', async () => {
      const agent = app.agent();
      const email = uniqueEmail('Mixed');
      const response = await agent
        .post('/api/auth/register')
        .send({ email: `  ${email.toUpperCase()}  `, password: PASSWORD, name: '  Grace Hopper ' })
        .expect(201);
      expect(response.body).toEqual({
        user: { id: expect.any(Number), email: email.toLowerCase(), name: 'Grace Hopper', is_admin: false, email_verified: false, created_at: expect.any(String) },
      });
      expect(response.body.user).not.toHaveProperty('password_hash');
      const me = await agent.get('/api/auth/me').expect(200);
      expect(me.body.user.email).toBe(email.toLowerCase());
    });

    it('refuses an e-mail already taken, whatever its case (409)', async () => {
      const user = await createUser(app);
      const response = await app
        .request()
        .post('/api/auth/register')
        .send({ email: user.email.toUpperCase(), password: PASSWORD, name: 'Twin' })
        .expect(409);
      expect(response.body).toEqual({ error: 'An account with this email already exists' });
    });

    it.each([
      [{ password: PASSWORD, name: 'No Mail' }, 'email is required'],
      [{ email: 'not-an-email', password: PASSWORD, name: 'X' }, 'email must be a valid e-mail address'],
      [{ email: 'short@example.com', password: 'seven77', name: 'X' }, 'password must be at least 8 characters long'],
      [{ email: 'long@example.com', password: 'é'.repeat(37), name: 'X' }, 'password must be at most 72 bytes long'],
      [{ email: 'noname@example.com', password: PASSWORD, name: '   ' }, 'name is required'],
      [{ email: 'longname@example.com', password: PASSWORD, name: 'n'.repeat(101) }, 'name must be at most 100 characters long'],
      [{ email: 'typed@example.com', password: 12345678, name: 'X' }, 'password must be a string'],
      [{ email: 'extra@example.com', password: PASSWORD, name: 'X', is_admin: true }, 'property is_admin should not exist'],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      const response = await app.request().post('/api/auth/register').send(body).expect(400);
      expect(response.body).toEqual({ error: message });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with any case of the e-mail and sets a browser-session cookie', async () => {
      const user = await createUser(app);
      const agent = app.agent();
      const response = await agent.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: PASSWORD }).expect(200);
      expect(response.body.user).toMatchObject({ id: user.id, email: user.email });
      const cookie = response.headers['set-cookie'][0];
      expect(cookie).toMatch(/^heirloom\.sid=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Expires=|Max-Age=/);
      await agent.get('/api/auth/me').expect(200);
    });

    it('keeps the cookie for 30 days with remember: true', async () => {
      const user = await createUser(app);
      const response = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD, remember: true }).expect(200);
      const expires = /Expires=([^;]+)/.exec(response.headers['set-cookie'][0])![1];
      const days = (new Date(expires).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('issues a new session id at login (no session fixation)', async () => {
      const user = await createUser(app);
      const agent = app.agent();
      const before = (await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD })).headers['set-cookie'][0];
      const after = (await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD })).headers['set-cookie'][0];
      expect(before.split(';')[0]).not.toBe(after.split(';')[0]);
    });

    it('says the same thing for an unknown e-mail and a wrong password', async () => {
      const user = await createUser(app);
      const wrongPassword = await app.request().post('/api/auth/login').send({ email: user.email, password: 'wrong password' }).expect(401);
      const unknown = await app.request().post('/api/auth/login').send({ email: uniqueEmail('ghost'), password: PASSWORD }).expect(401);
      expect(wrongPassword.body).toEqual({ error: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrongPassword.body);
    });

    it.each([
      [{ password: PASSWORD }, 'email is required'],
      [{ email: 'a@example.com' }, 'password is required'],
      [{ email: 'a@example.com', password: PASSWORD, remember: 'yes' }, 'remember must be true or false'],
    ])('refuses %j with 400', async (body, message) => {
      expect((await app.request().post('/api/auth/login').send(body).expect(400)).body).toEqual({ error: message });
    });

    // Throttles: security/throttles.e2e-spec.ts (this app runs with the test suite's raised limits).
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 without a session', async () => {
      expect((await app.request().get('/api/auth/me').expect(401)).body).toEqual({ error: 'You need to sign in first' });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('destroys the session on the server, so a copied cookie no longer works', async () => {
      const user = await createUser(app);
      const login = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
      const cookie = login.headers['set-cookie'][0].split(';')[0];
      await app.request().get('/api/auth/me').set('Cookie', cookie).expect(200);
      await app.request().post('/api/auth/logout').set('Cookie', cookie).expect(204);
      await app.request().get('/api/auth/me').set('Cookie', cookie).expect(401);
    });
  });

  describe('sessions', () => {
    it('survive an API restart', async () => {
      const user = await createUser(app);
      await app.restart();
      const me = await user.agent.get('/api/auth/me').expect(200);
      expect(me.body.user.id).toBe(user.id);
    });

    it('of a deleted account stop working at once', async () => {
      const user = await createUser(app);
      await user.agent.get('/api/auth/me').expect(200);
      await app.app.get(require('typeorm').DataSource).query('DELETE FROM users WHERE id = ?', [user.id]);
      await user.agent.get('/api/auth/me').expect(401);
    });
  });
});
