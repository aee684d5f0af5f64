import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { TestApp } from '../support/test-app';
import { adapterRoutes, controllerRoutes } from './authorization-matrix.routes';
import { AUTHORIZATION_TABLE, Probe } from './authorization-matrix.table';
import { AuthorizationWorld, ROLES, Role } from './authorization-matrix.world';

/**
 * Every route the running app serves, called by every role, against AUTHORIZATION_TABLE. The routes come from the
 * app itself, so a new route fails this suite until the table says who may call it.
 */
describe('Authorisation matrix', () => {
  let app: TestApp;
  let world: AuthorizationWorld;
  let webDir: string;

  beforeAll(async () => {
    // A stand-in web client, so that the routes serving it exist whether or not frontend/ has been built.
    webDir = mkdtempSync(join(tmpdir(), 'heirloom-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Heirloom</title>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("hi")');
    app = await TestApp.start({ env: { WEB_DIR: webDir }, worker: true });
    world = await AuthorizationWorld.seed(app);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  describe('the table', () => {
    it('holds every route the app serves, and nothing else', () => {
      const served = [...new Set([...controllerRoutes(app.app), ...adapterRoutes(app.app)])].sort();
      expect({
        missingFromTable: served.filter((route) => !(route in AUTHORIZATION_TABLE)),
        notServed: Object.keys(AUTHORIZATION_TABLE).filter((route) => !served.includes(route)),
      }).toEqual({ missingFromTable: [], notServed: [] });
    });

    it("reads the controllers' routes exactly as Express serves them", () => {
      const controllers = controllerRoutes(app.app);
      expect(controllers.length).toBeGreaterThan(50);
      expect(controllers.filter((route) => !adapterRoutes(app.app).includes(route))).toEqual([]);
    });
  });

  describe.each(Object.keys(AUTHORIZATION_TABLE))('%s', (route) => {
    it('answers each role as the table says', async () => {
      const entry = AUTHORIZATION_TABLE[route];
      const roles = ROLES.filter((role) => role !== 'owner' || entry.expect.owner !== undefined);
      const actual: Partial<Record<Role, number>> = {};
      const problems: string[] = [];
      for (const role of roles) {
        const probe = await entry.probe(world, role);
        const response = await send(route, role, probe);
        actual[role] = response.status;
        if (response.status !== entry.expect[role]) problems.push(`${role}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        if (response.status >= 400 && probe.path.startsWith('/api/') && !isErrorBody(response.body)) {
          problems.push(`${role}: ${response.status} without an {error} body: ${JSON.stringify(response.body).slice(0, 200)}`);
        }
        if (response.status < 300 && entry.check) {
          try {
            entry.check(response.body, role);
          } catch (error) {
            problems.push((error as Error).message);
          }
        }
        await entry.settle?.(world, response.status);
      }
      expect({ statuses: actual, problems }).toEqual({ statuses: entry.expect, problems: [] });
    });
  });

  function send(route: string, role: Role, probe: Probe) {
    const method = route.split(' ')[0];
    const verb = method === 'ALL' || method === 'STATIC' ? 'get' : (method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete');
    const account = probe.as !== undefined ? probe.as : role === 'anonymous' ? null : world.accounts[role];
    const call = request(app.url)[verb](probe.path).query(probe.query ?? {});
    if (account) call.set('Cookie', account.cookie);
    if (probe.files) {
      for (const [name, value] of Object.entries(probe.body ?? {})) call.field(name, String(value));
      for (const { field, file } of probe.files) call.attach(field, file.content, { filename: file.filename, contentType: file.contentType });
      return call;
    }
    return probe.body ? call.send(probe.body) : call;
  }
});

const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.keys(body).join() === 'error' && typeof (body as { error: unknown }).error === 'string';
