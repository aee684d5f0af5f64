import { DataSource } from 'typeorm';
import request from 'supertest';
import { API_ENTRY, CLI_ENTRY, NodeProcess } from '../support/node-process';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../support/test-environment';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { buildDataSourceOptions, MIGRATIONS } from '@heirloom/database';
import { freePort, freePorts } from '../support/ports';

/** The built processes as operators run them: `npm run start:api`, `start:worker`, `migration:run`, `admin`. */
describe('Built processes', () => {
  let environment: TestEnvironment;
  const running: NodeProcess[] = [];

  const startApi = async (port: number): Promise<{ api: NodeProcess; url: string }> => {
    const api = NodeProcess.spawn(API_ENTRY, [], { ...environment.env, PORT: String(port) });
    running.push(api);
    // Loading the built app takes 10-25 s of one core on this 2-core machine, longer while the suite runs beside it.
    await api.waitFor(/Heirloom API listening on port/, 90_000);
    return { api, url: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    environment = await createTestEnvironment();
  });

  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await environment?.dispose();
  });

  it('two API processes start together on a fresh database, migrate once, and share sessions', async () => {
    const ports = await freePorts(2);
    const [first, second] = await Promise.all(ports.map((port) => startApi(port)));
    await request(first.url).get('/api/auth/me').expect(401);

    const email = uniqueEmail();
    await request(first.url).post('/api/auth/register').send({ email, password: PASSWORD, name: 'Shared' }).expect(201);
    const login = await request(first.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    expect((await request(second.url).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.user.email).toBe(email);

    const dataSource = await new DataSource(buildDataSourceOptions(environment.config())).initialize();
    const rows = await dataSource.query('SELECT name FROM migrations');
    await dataSource.destroy();
    expect(rows.map((r: { name: string }) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());

    const sessionId = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    for (const { api } of [first, second]) {
      const ended = await api.stop('SIGTERM');
      expect(ended.code === 0 || ended.signal === 'SIGTERM').toBe(true);
      expect(api.log).not.toMatch(/"level":50/);
      // The JSON request log names each request by id but never carries a password or a session id.
      expect(api.log).toMatch(/"reqId"|"req":\{"id"/);
      expect(api.log).not.toContain(PASSWORD);
      expect(api.log).not.toContain(sessionId);
    }
  }, 180_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    const result = await NodeProcess.run(API_ENTRY, [], { ...environment.env, MAX_UPLOAD_MB: 'lots' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Invalid configuration: MAX_UPLOAD_MB must be a number above 0, got "lots"/);
  });

  it('npm run migration:run applies migrations and then says the database is up to date', async () => {
    const fresh = await createTestEnvironment();
    try {
      const first = await NodeProcess.run(CLI_ENTRY, ['migrate'], fresh.env);
      expect(first).toMatchObject({ code: 0, output: expect.stringMatching(/Applied \d+ migration/) });
      const again = await NodeProcess.run(CLI_ENTRY, ['migrate'], fresh.env);
      expect(again).toMatchObject({ code: 0, output: expect.stringMatching(/The database is up to date/) });
    } finally {
      await fresh.dispose();
    }
  });

  it('npm run admin -- grant <email> makes an account platform admin, and revoke takes it back', async () => {
    const { url } = await startApi(await freePort());
    await request(url).post('/api/auth/register').send({ email: uniqueEmail('first'), password: PASSWORD, name: 'First' }).expect(201);
    const email = uniqueEmail('Later');
    const agent = request.agent(url);
    await agent.post('/api/auth/register').send({ email, password: PASSWORD, name: 'Later' }).expect(201);
    expect((await agent.get('/api/auth/me')).body.user.is_admin).toBe(false);

    const grant = await NodeProcess.run(CLI_ENTRY, ['admin', 'grant', email.toUpperCase()], environment.env);
    expect(grant).toMatchObject({ code: 0, output: expect.stringMatching(/is now a platform administrator/) });
    expect((await agent.get('/api/auth/me')).body.user.is_admin).toBe(true);

    const revoke = await NodeProcess.run(CLI_ENTRY, ['admin', 'revoke', email], environment.env);
    expect(revoke.code).toBe(0);
    expect((await agent.get('/api/auth/me')).body.user.is_admin).toBe(false);

    const unknown = await NodeProcess.run(CLI_ENTRY, ['admin', 'grant', 'nobody@example.com'], environment.env);
    expect(unknown).toMatchObject({ code: 1, output: expect.stringMatching(/No account uses the e-mail address nobody@example.com/) });

    // Both changes are in the audit trail, by the system (the operator at the console).
    const userId = (await agent.get('/api/auth/me')).body.user.id;
    const dataSource = await new DataSource(buildDataSourceOptions(environment.config())).initialize();
    const events = await dataSource.query("SELECT actor_id, target_id, details FROM audit_events WHERE action = 'user.role_changed' ORDER BY id");
    await dataSource.destroy();
    expect(events.map((event: { actor_id: unknown; target_id: unknown; details: string }) => [event.actor_id, Number(event.target_id), event.details])).toEqual([
      [null, userId, '{"platform_admin":true}'],
      [null, userId, '{"platform_admin":false}'],
    ]);
  }, 180_000);

  it(`runs in ${TEST_MODE} mode`, () => {
    expect(Boolean(environment.env.REDIS_URL)).toBe(TEST_MODE === 'scaled');
  });
});
