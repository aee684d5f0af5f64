import { AppConfig, loadConfig } from '@heirloom/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import IORedis from 'ioredis';

/** Which run mode the end-to-end suite drives: `npm test` runs it once per mode. */
export type TestMode = 'embedded' | 'scaled';
export const TEST_MODE: TestMode = process.env.HEIRLOOM_TEST_MODE === 'scaled' ? 'scaled' : 'embedded';

export const MARIADB_URL = process.env.HEIRLOOM_TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
export const REDIS_BASE_URL = process.env.HEIRLOOM_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Each test environment picks one of Redis's databases 1-11 at random and empties it first, so test runs of
 * several developers on one machine seldom share queues (CI runs one at a time). 0 and 12-15 belong to the
 * benchmarks, which must never be emptied by a test starting beside them.
 */
const redisTestDb = (): number => 1 + Math.floor(Math.random() * 11);

export interface TestEnvironment {
  mode: TestMode;
  /** The environment variables a process of this test run gets (the worker is spawned with them). */
  env: Record<string, string>;
  config(overrides?: Record<string, string>): AppConfig;
  dispose(): Promise<void>;
}

/**
 * A fresh data directory, and in scaled mode a fresh MariaDB database and an empty Redis database (by default the
 * suite's; the benchmark takes its own so that it never empties the queues of a test run).
 */
export async function createTestEnvironment(mode: TestMode = TEST_MODE, { redisDb = redisTestDb() } = {}): Promise<TestEnvironment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-e2e-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.HEIRLOOM_TEST_LOG_LEVEL ?? 'silent',
    BCRYPT_ROUNDS: '4',
    // The suite makes hundreds of accounts and sign-ins from 127.0.0.1 in one app; the throttle specs set 1.
    TEST_THROTTLE_FACTOR: '100',
    SESSION_SECRET: 'e2e-session-secret',
    // The digests' clock, fixed at an hour when nobody is owed one (a Tuesday, 00:00 UTC: no weekly digest, and no
    // daily one in the default zone), so a schedule's tick never mails a test's accounts; the digest specs set theirs.
    TEST_DIGEST_NOW: '2030-01-01T00:00:00.000Z',
  };
  let database: string | undefined;
  if (mode === 'scaled') {
    database = `heirloom_e2e_${randomBytes(4).toString('hex')}`;
    const connection = await createConnection(MARIADB_URL);
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    env.DATABASE_URL = `${MARIADB_URL}/${database}`;
    env.REDIS_URL = `${REDIS_BASE_URL}/${redisDb}`;
    const redis = new IORedis(env.REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
  }
  return {
    mode,
    env,
    config: (overrides = {}) => loadConfig({ ...env, ...overrides }),
    dispose: async () => {
      if (database) {
        const connection = await createConnection(MARIADB_URL);
        await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
        await connection.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
