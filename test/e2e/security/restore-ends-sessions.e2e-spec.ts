import { DataSource } from 'typeorm';
import { UsersRepository } from '@heirloom/database';
import { backUpAndDownload, copyInAndList, restoreThroughApi } from '../support/backups';
import { addMember, createFamily, createUser, PASSWORD, TestUser } from '../support/factories';
import { TestApp } from '../support/test-app';

jest.setTimeout(300_000);

/** Another sign-in of the same account without a cookie jar: its session cookie (name=value). */
const cookieOf = async (app: TestApp, user: TestUser, remember = false): Promise<string> => {
  const response = await app.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD, remember }).expect(200);
  return String(response.headers['set-cookie'][0]).split(';')[0];
};

/**
 * Issue 20, item 2, as it was found: a session stored only a user id and a restore left every session in place, so
 * after restoring another installation's backup each cookie became whichever account has that id in the archive.
 * The two installations run one after the other: passport's strategy and serializers are process-wide, so two APIs
 * in one test process would sign in against each other's database.
 */
describe('Sessions across a restore', () => {
  const started: TestApp[] = [];
  const start = async () => {
    const app = await TestApp.start({ worker: true });
    started.push(app);
    return app;
  };

  afterEach(async () => {
    for (const app of started.splice(0)) await app.stop();
  });

  /** Installation A: its first account (id 1) hands the platform admin role to its second (id 2). Its backup, downloaded. */
  const installationA = async () => {
    const a = await start();
    const first = await createUser(a, { name: 'A first' });
    const admin = await createUser(a, { name: 'A admin' });
    await first.agent.put(`/api/admin/users/${admin.id}`).send({ is_admin: true }).expect(200);
    await admin.agent.put(`/api/admin/users/${first.id}`).send({ is_admin: false }).expect(200);
    const archive = await backUpAndDownload(admin);
    await started.pop()!.stop();
    return { first, admin, archive };
  };

  it("ends every session at a restore: a plain member's cookie on B does not become A's administrator", async () => {
    const { first: aFirst, admin: aAdmin, archive } = await installationA();

    // Installation B: its admin, and a plain member of the admin's family whose id is A's admin's id.
    const b = await start();
    const bAdmin = await createUser(b, { name: 'B admin' });
    const bMember = await createUser(b, { name: 'B member' });
    await addMember(bAdmin, await createFamily(bAdmin), bMember);
    expect([bAdmin.id, bMember.id]).toEqual([aFirst.id, aAdmin.id]);
    await bMember.agent.get('/api/admin/verify').expect(403);
    // More cookies issued before the restore: a remembered one of the member's, another browser of the admin's.
    const cookies = [await cookieOf(b, bMember, true), await cookieOf(b, bAdmin)];

    const imported = await copyInAndList(b, bAdmin, `${archive.id}.zip`, archive.zip);
    const aAdminOnB = { ...aAdmin, agent: b.agent() };
    expect(await restoreThroughApi(bAdmin, imported.id, { restoredAdmin: aAdminOnB })).toMatchObject({ restore_status: 'completed' });

    // Every cookie issued before the restore answers 401, on any route: none has become an account of the archive.
    for (const agent of [bMember.agent, bAdmin.agent]) {
      await agent.get('/api/admin/verify').expect(401);
      await agent.get('/api/auth/me').expect(401);
    }
    for (const cookie of cookies) {
      await b.request().get('/api/admin/verify').set('Cookie', cookie).expect(401);
      await b.request().get('/api/auth/me').set('Cookie', cookie).expect(401);
    }
    // The restored accounts sign in, with the roles the archive gave them.
    await aAdminOnB.agent.get('/api/admin/verify').expect(200);
    const aFirstOnB = b.agent();
    await aFirstOnB.post('/api/auth/login').send({ email: aFirst.email, password: PASSWORD }).expect(200);
    await aFirstOnB.get('/api/admin/verify').expect(403);
  });

  it("ends every session at a restore of the installation's own backup too, where every account keeps its key", async () => {
    const app = await start();
    const admin = await createUser(app, { name: 'Admin' });
    const member = await createUser(app, { name: 'Member' });
    const { id } = await backUpAndDownload(admin);
    const cookies = [await cookieOf(app, member, true), await cookieOf(app, admin)];

    expect(await restoreThroughApi(admin, id)).toMatchObject({ restore_status: 'completed' });
    // Only the session the admin signed in with afterwards is left (the sessions table, or Redis in scaled mode).
    await member.agent.get('/api/auth/me').expect(401);
    for (const cookie of cookies) await app.request().get('/api/auth/me').set('Cookie', cookie).expect(401);
    await admin.agent.get('/api/admin/verify').expect(200);
  });
});

describe('Session keys', () => {
  let a: TestApp;

  beforeAll(async () => {
    a = await TestApp.start();
  });

  afterAll(async () => {
    await a?.stop();
  });

  it('ends every session of an account whose session key is rotated, and only that account', async () => {
    const user = await createUser(a);
    const other = await createUser(a);
    const second = await cookieOf(a, user, true);
    await a.app.get(UsersRepository).rotateSessionKey(user.id);

    await user.agent.get('/api/auth/me').expect(401);
    await a.request().get('/api/auth/me').set('Cookie', second).expect(401);
    await other.agent.get('/api/auth/me').expect(200);
    // Signing in again ties the new session to the new key.
    await user.agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await user.agent.get('/api/auth/me').expect(200);
  });

  it('gives an account without a session key (restored from an archive older than the keys) one at its next sign-in', async () => {
    const user = await createUser(a);
    const dataSource = a.app.get(DataSource);
    await dataSource.query('UPDATE users SET session_key = NULL WHERE id = ?', [user.id]);
    await user.agent.get('/api/auth/me').expect(401);

    await user.agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await user.agent.get('/api/auth/me').expect(200);
    const [row] = await dataSource.query('SELECT session_key FROM users WHERE id = ?', [user.id]);
    expect(row.session_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
