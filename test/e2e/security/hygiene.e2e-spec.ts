import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, hashSecretToken } from '@heirloom/database';
import { FamiliesService } from '../../../apps/api/src/families/families.service';
import { createUser, PASSWORD, tokenOfLink, uniqueEmail } from '../support/factories';
import { API_ENTRY, NodeProcess, WORKER_ENTRY } from '../support/node-process';
import { eventually } from '../support/eventually';
import { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { createTestEnvironment, TestEnvironment } from '../support/test-environment';
import { TestApp } from '../support/test-app';
import { freePort } from '../support/ports';

/** What a stack trace looks like in a body: frames, file positions, install paths. */
const STACK = /\bat [\w.<>]+ \(|\n\s+at |node_modules|\.[jt]s:\d+:\d+/;

/** A stand-in for frontend/dist, so the web client is served whether or not it has been built. */
function stubWebClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'heirloom-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Heirloom</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("hi")');
  return dir;
}

/** The session id inside a `heirloom.sid=s%3A<id>.<signature>` cookie. */
const sessionIdOf = (cookie: string): string => decodeURIComponent(cookie.split(';')[0].split('=')[1]).slice(2).split('.')[0];

const cookieAttributes = (cookie: string): string[] =>
  cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

// One app at a time: passport's strategies are process-wide, so a second app in this process would sign in against
// the first one's database.
describe('Security hygiene', () => {
  let webDir: string;

  beforeAll(() => {
    webDir = stubWebClient();
  });

  afterAll(() => {
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  describe('on a plain HTTP install', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await TestApp.start({ env: { WEB_DIR: webDir } });
    }, 60_000);

    afterAll(async () => {
      await app?.stop();
    });

    describe('headers', () => {
      it.each([
        ['an API answer', '/api/auth/me', 401],
        ['the web client', '/', 200],
        ['a client route', '/families/1', 200],
        ['a static asset', '/assets/app.js', 200],
        ['an unknown API route', '/api/nothing-here', 404],
      ])('%s carries CSP, nosniff, no framing, no referrer and no X-Powered-By', async (_, path, status) => {
        const response = await app.request().get(path).expect(status);
        const csp = response.headers['content-security-policy'];
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(csp).toMatch(/object-src 'none'/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        expect(csp).not.toMatch(/upgrade-insecure-requests/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        // The same rule as frame-ancestors, for browsers that only know the older header.
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['x-powered-by']).toBeUndefined();
        // Plain HTTP installs must not pin themselves to HTTPS.
        expect(response.headers['strict-transport-security']).toBeUndefined();
      });

      it('keeps API answers out of every cache, with no ETag to revalidate them by', async () => {
        const user = await createUser(app);
        for (const path of ['/api/auth/me', '/api/families']) {
          const response = await user.agent.get(path).expect(200);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers.etag).toBeUndefined();
        }
        const refused = await app.request().get('/api/families').expect(401);
        expect(refused.headers['cache-control']).toBe('no-store');
      });

      it.each([
        ['a static asset', '/assets/app.js', 'public, max-age=31536000, immutable'],
        ['the web client', '/', 'no-cache'],
      ])('lets %s say how it is cached', async (_, path, cacheControl) => {
        const response = await app.request().get(path).expect(200);
        expect(response.headers['cache-control']).toBe(cacheControl);
      });
    });

    describe('the session cookie', () => {
      it('is HttpOnly, SameSite=Lax and Path=/, and not Secure', async () => {
        const user = await createUser(app);
        const login = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
        const cookie = login.headers['set-cookie'][0];
        expect(cookieAttributes(cookie)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
        expect(cookieAttributes(cookie)).not.toContain('secure');
      });

      it('is cleared on the same path at logout', async () => {
        const user = await createUser(app);
        const logout = await user.agent.post('/api/auth/logout').expect(204);
        const cleared = logout.headers['set-cookie'][0];
        expect(cleared).toMatch(/^heirloom\.sid=;/);
        expect(cookieAttributes(cleared)).toEqual(expect.arrayContaining(['path=/', 'expires=thu, 01 jan 1970 00:00:00 gmt']));
      });
    });

    describe('error answers', () => {
      afterEach(() => jest.restoreAllMocks());

      it('an unexpected error answers a generic 500 with the request id, never the message or the stack', async () => {
        const user = await createUser(app);
        const failure = new Error('connect ECONNREFUSED 10.0.0.7:3306 SELECT password_hash FROM users');
        jest.spyOn(app.app.get(FamiliesService), 'list').mockRejectedValueOnce(failure);
        const response = await user.agent.get('/api/families').expect(500);
        const requestId = response.headers['x-request-id'];
        expect(response.body).toEqual({ error: `Something went wrong on our side. If it keeps happening, quote reference ${requestId}.` });
        expect(response.text).not.toMatch(STACK);
        expect(response.text).not.toMatch(/ECONNREFUSED|password_hash|10\.0\.0\.7/);
      });

      it.each([
        ['a broken escape in an id', 'get', '/api/photos/%E0%A4%A'],
        ['a broken escape in an unknown API path', 'get', '/api/%E0%A4%A'],
        ['a broken escape in a client route', 'get', '/%E0%A4%A'],
        ['a broken escape in an asset path', 'get', '/assets/%E0%A4%A.js'],
        ['a route that throws outside Nest', 'get', '/api/docs/LICENSE'],
        ['a method nobody serves', 'patch', '/api/families'],
      ] as const)('%s answers 4xx without a stack', async (_, method, path) => {
        const response = await app.request()[method](path);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toMatch(STACK);
        if (path.startsWith('/api/')) expect(Object.keys(response.body)).toEqual(['error']);
      });

      it('a malformed JSON body answers 400 without a stack', async () => {
        const response = await app.request().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
        expect(response.text).not.toMatch(STACK);
      });
    });
  });

  describe('with COOKIE_SECURE, behind a TLS-terminating proxy', () => {
    let secure: TestApp;

    beforeAll(async () => {
      secure = await TestApp.start({ env: { WEB_DIR: webDir, COOKIE_SECURE: 'true', TRUST_PROXY: '1' } });
    }, 60_000);

    afterAll(async () => {
      await secure?.stop();
    });

    it('sends HSTS for a year and asks browsers to upgrade requests', async () => {
      for (const path of ['/api/auth/me', '/']) {
        const response = await secure.request().get(path).set('X-Forwarded-Proto', 'https');
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/);
        expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
      }
    });

    it('marks the session cookie Secure too, and never sends it over plain HTTP', async () => {
      const user = await createUser(secure);
      const login = await secure.request().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email: user.email, password: PASSWORD }).expect(200);
      expect(cookieAttributes(login.headers['set-cookie'][0])).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', 'secure']));
      const plain = await secure.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
      expect(plain.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('logs of the built processes', () => {
    const secret = 'hygiene-session-secret-0f9e8d7c';
    const password = 'Plum-Tangerine-Quokka-77';
    const wrongPassword = 'Wrong-Quokka-Password-13';
    let environment: TestEnvironment;
    let smtp: SmtpSink;
    const running: NodeProcess[] = [];

    beforeAll(async () => {
      environment = await createTestEnvironment();
      smtp = await SmtpSink.start();
    });

    afterAll(async () => {
      await Promise.all(running.map((process) => process.stop()));
      await smtp?.stop();
      await environment?.dispose();
    });

    /** The built API (and worker, in scaled mode) at debug level on the suite's database; answers its url and processes. */
    async function startBuilt(extraEnv: Record<string, string>, port: number): Promise<{ url: string; processes: NodeProcess[] }> {
      const env: Record<string, string> = { ...environment.env, SESSION_SECRET: secret, PORT: String(port), ...extraEnv };
      const processes = [NodeProcess.spawn(API_ENTRY, [], env, { logLevel: 'debug' })];
      running.push(processes[0]);
      await processes[0].waitFor(/Heirloom API listening on port/, 30_000);
      if (env.REDIS_URL) {
        const worker = NodeProcess.spawn(WORKER_ENTRY, [], env, { logLevel: 'debug' });
        running.push(worker);
        processes.push(worker);
        await worker.waitFor(/Heirloom worker started/, 30_000);
      }
      return { url: `http://127.0.0.1:${port}`, processes };
    }

    const linkIn = (mail: ReceivedMail, path: RegExp): string => {
      const match = path.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (!match) throw new Error(`No link like ${path} in the e-mail:\n${mail.raw}`);
      return match[1];
    };
    /** Every 43-character base64url run of the log that is the token of a stored account token: none may be. */
    const loggedAccountTokens = async (log: string): Promise<string[]> => {
      const dataSource = await new DataSource(buildDataSourceOptions(environment.config())).initialize();
      const rows: Array<{ token_hash: string | null }> = await dataSource.query('SELECT token_hash FROM account_tokens');
      await dataSource.destroy();
      const hashes = new Set(rows.map((row) => row.token_hash).filter(Boolean));
      expect(hashes.size).toBeGreaterThan(0);
      return [...new Set(log.match(/[A-Za-z0-9_-]{43}/g) ?? [])].filter((candidate) => hashes.has(hashSecretToken(candidate)));
    };

    it('at debug level never carry a password, its hash, a session id or cookie, the session secret, an invitation token or an address check token', async () => {
      // With SMTP the invitation and the address check go by e-mail.
      const { url, processes } = await startBuilt({ SMTP_URL: smtp.url }, await freePort());

      const email = uniqueEmail('hygiene');
      const register = await request(url).post('/api/auth/register').send({ email, password, name: 'Hy Giene' }).expect(201);
      // A duplicate: the unique index refuses the row, the path on which a failed query (and its parameters) is logged.
      await request(url).post('/api/auth/register').send({ email, password, name: 'Twin' }).expect(409);
      await request(url).post('/api/auth/login').send({ email, password: wrongPassword }).expect(401);
      const login = await request(url).post('/api/auth/login').send({ email, password, remember: true }).expect(200);
      const cookies = [register, login].map((response) => String(response.headers['set-cookie'][0]).split(';')[0]);

      const inviteeEmail = uniqueEmail('invitee');
      const invitee = request.agent(url);
      await invitee.post('/api/auth/register').send({ email: inviteeEmail, password, name: 'Inv Itee' }).expect(201);
      const verifyToken = linkIn(await smtp.waitForMessageTo(inviteeEmail), /\/verify-email\?token=([A-Za-z0-9_-]{43})/);
      // The page the link opens, then the call it makes.
      await request(url).get(`/verify-email?token=${verifyToken}`);
      expect((await invitee.post('/api/auth/email/verify').send({ token: verifyToken }).expect(200)).body.user).toMatchObject({ email_verified: true });
      await invitee.post('/api/auth/email/verify').send({ token: verifyToken }).expect(410);

      const family = await request(url).post('/api/families').set('Cookie', cookies[1]).send({ name: 'Logged family' }).expect(201);
      await request(url).post(`/api/families/${family.body.family.id}/invitations`).set('Cookie', cookies[1]).send({ email: inviteeEmail }).expect(201);
      const invitationMail = async () => smtp.messages.find((m) => m.to.includes(inviteeEmail) && /invited you to/.test(m.raw));
      const token = linkIn((await eventually(invitationMail, Boolean, 15_000, 'The invitation e-mail'))!, /\/invitations\/([A-Za-z0-9_-]{43})/);
      expect((await invitee.get('/api/invitations/pending').expect(200)).body.invitations[0].token).toBe(token);
      await request(url).get(`/invitations/${token}`);
      await invitee.post(`/api/invitations/accept/${token}`).expect(200);
      await request(url).post('/api/auth/logout').set('Cookie', cookies[1]).expect(204);

      const dataSource = await new DataSource(buildDataSourceOptions(environment.config())).initialize();
      const [{ password_hash: hash }] = await dataSource.query('SELECT password_hash FROM users WHERE email = ?', [email]);
      await dataSource.destroy();
      await Promise.all(processes.map((process) => process.stop()));

      const log = processes.map((process) => process.log).join('\n');
      // Not vacuous: the requests above are in it, each with its id, and the pages the links open.
      expect(log).toMatch(/"url":"\/api\/invitations\/accept\/\[token\]"/);
      expect(log).toMatch(/"url":"\/invitations\/\[token\]"/);
      expect(log).toMatch(/"url":"\/verify-email\?token=\[token\]"/);
      expect(log).toMatch(/"reqId"|"req":\{"id"/);
      const secrets: Record<string, string> = {
        password,
        wrongPassword,
        hash,
        secret,
        token,
        verifyToken,
        ...Object.fromEntries(cookies.flatMap((cookie, i) => [[`cookie ${i}`, cookie.split('=')[1]], [`session id ${i}`, sessionIdOf(cookie)]])),
      };
      expect(Object.entries(secrets).filter(([, value]) => log.includes(value)).map(([name]) => name)).toEqual([]);
      expect(await loggedAccountTokens(log)).toEqual([]);
    }, 120_000);

    it('without SMTP say an e-mail was not sent, by its kind and address, never with its link or token', async () => {
      const { url, processes } = await startBuilt({}, await freePort());
      const admin = request.agent(url);
      await admin.post('/api/auth/register').send({ email: uniqueEmail('nosmtp-admin'), password, name: 'Ad Min' }).expect(201);
      const inviteeEmail = uniqueEmail('nosmtp-invitee').toLowerCase();
      const invitee = request.agent(url);
      await invitee.post('/api/auth/register').send({ email: inviteeEmail, password, name: 'Inv Itee' }).expect(201);
      const familyId = (await admin.post('/api/families').send({ name: 'Unmailed family' }).expect(201)).body.family.id;
      await admin.post(`/api/families/${familyId}/invitations`).send({ email: inviteeEmail, role: 'admin' }).expect(201);
      // The admin copies the link from the app; the invitee opens it and accepts.
      const [{ link }] = (await admin.get(`/api/families/${familyId}/invitations`).expect(200)).body.invitations;
      const token = tokenOfLink(link);
      await processes.at(-1)!.waitFor(new RegExp(`not sending the invitation e-mail to ${inviteeEmail.replace(/\./g, '\\.')}`), 15_000);
      await request(url).get(`/invitations/${token}`);
      await invitee.post(`/api/invitations/accept/${token}`).expect(200);
      await Promise.all(processes.map((process) => process.stop()));

      const log = processes.map((process) => process.log).join('\n');
      expect(log).toContain(`SMTP_URL is not set; not sending the address check e-mail to ${inviteeEmail}`);
      expect(log).toContain(`SMTP_URL is not set; not sending the invitation e-mail to ${inviteeEmail}`);
      expect(log).not.toContain(token);
      expect(log).not.toMatch(/\/invitations\/[A-Za-z0-9_-]{43}|verify-email\?token=[A-Za-z0-9_-]/);
      // The family's name is in the invitation's subject and body: neither is logged.
      expect(log).not.toContain('Unmailed family');
      expect(await loggedAccountTokens(log)).toEqual([]);
    }, 120_000);
  });
});
