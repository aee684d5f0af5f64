import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { NodeProcess } from '../support/node-process';
import { MARIADB_URL, TEST_MODE } from '../support/test-environment';
import { freePort } from '../support/ports';
import { PrivateMariaDb, PrivateRedis } from '../support/private-services';
import { BuildCopy, copyBuild } from './build-copy';

/** The fault tests break the scaled mode's servers; in embedded mode there is nothing to break. */
export const describeScaled = TEST_MODE === 'scaled' ? describe : describe.skip;

/** A stack started before the enclosing describe's tests and disposed after them; call the answer inside tests. */
export function useFaultStack(options: { privateMariaDb?: boolean } = {}): () => FaultStack {
  let stack: FaultStack | undefined;
  beforeAll(async () => {
    stack = await FaultStack.create(options);
  }, 120_000);
  afterAll(async () => {
    await stack?.dispose();
  });
  return () => stack!;
}

/**
 * Built API and worker processes on a fresh database and data folder, with a Redis of their own (so no other test
 * run's queues are shared or emptied). The database is the machine's shared MariaDB unless the test breaks it:
 * then it gets a private one. No test here ever stops a shared server.
 */
export class FaultStack {
  readonly processes: NodeProcess[] = [];

  private constructor(
    readonly env: Record<string, string>,
    readonly databaseUrl: string,
    readonly redis: PrivateRedis,
    readonly mariadb: PrivateMariaDb | undefined,
    private readonly dataDir: string,
    private readonly build: BuildCopy,
  ) {}

  static async create({ privateMariaDb = false } = {}): Promise<FaultStack> {
    const [redis, mariadb, build] = await Promise.all([PrivateRedis.start(), privateMariaDb ? PrivateMariaDb.start() : undefined, copyBuild('faults')]);
    const serverUrl = mariadb?.url ?? MARIADB_URL;
    const database = `heirloom_fault_${randomBytes(4).toString('hex')}`;
    const connection = await createConnection(serverUrl);
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-fault-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: `${serverUrl}/${database}`,
      REDIS_URL: redis.url,
      SESSION_SECRET: 'fault-session-secret',
      BCRYPT_ROUNDS: '4',
      // Accounts and sign-ins from 127.0.0.1 beyond the production throttles (see test-environment.ts).
      TEST_THROTTLE_FACTOR: '100',
      // A killed worker's job is taken over within seconds instead of the default 30.
      JOB_LOCK_SECONDS: '3',
    };
    return new FaultStack(env, env.DATABASE_URL, redis, mariadb, dataDir, build);
  }

  get storageDir(): string {
    return join(this.dataDir, 'storage');
  }

  async startApi(): Promise<{ api: NodeProcess; url: string }> {
    const port = await freePort();
    const api = NodeProcess.spawn(this.build.api, [], { ...this.env, PORT: String(port) });
    this.processes.push(api);
    await api.waitFor(/Heirloom API listening on port/, 60_000);
    return { api, url: `http://127.0.0.1:${port}` };
  }

  async startWorker(env: Record<string, string> = {}): Promise<NodeProcess> {
    const worker = NodeProcess.spawn(this.build.worker, [], { ...this.env, ...env });
    this.processes.push(worker);
    await worker.waitFor(/Heirloom worker started/, 60_000);
    return worker;
  }

  async query<T = Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> {
    const connection = await createConnection(this.databaseUrl);
    try {
      const [rows] = await connection.query(sql, values);
      return rows as T[];
    } finally {
      await connection.end();
    }
  }

  async dispose(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop('SIGKILL')));
    await Promise.all([this.redis.dispose(), this.mariadb?.dispose()]);
    if (!this.mariadb) {
      const connection = await createConnection(MARIADB_URL);
      await connection.query(`DROP DATABASE IF EXISTS \`${this.databaseUrl.split('/').pop()}\``);
      await connection.end();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.build.remove();
  }
}

/** Registers an account on a running API: a signed-in client shaped like the other suites' users. */
export async function signUp(url: string, name = 'Fault Tester'): Promise<TestUser & { cookie: string }> {
  const agent = request.agent(url);
  const email = uniqueEmail('fault');
  const response = await agent.post('/api/auth/register').send({ email, name, password: PASSWORD }).expect(201);
  const cookie = String(response.headers['set-cookie'][0]).split(';')[0];
  return { agent, id: response.body.user.id, email, name, isAdmin: response.body.user.is_admin, cookie };
}
