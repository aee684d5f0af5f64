import Database from 'better-sqlite3';
import IORedis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { mkdirSync, rmSync } from 'node:fs';
import { BENCH_DATABASE, BenchMode, CLI_ENTRY, MARIADB_URL, REDIS_URL, SQLITE_FILE } from './bench-env';
import { MysqlWriter } from './mysql-writer';
import { runToEnd } from './processes';
import { seedLibrary } from './seed';
import { SqliteWriter } from './sqlite-writer';

/** A migrated database holding the library (seeded once, kept between runs unless `reseed`), and an empty Redis. */
export async function prepareDatabase(mode: BenchMode, reseed: boolean, log: (line: string) => void): Promise<void> {
  if (mode.name === 'embedded') {
    if (reseed) rmSync(mode.env.DATA_DIR, { recursive: true, force: true });
    mkdirSync(mode.env.DATA_DIR, { recursive: true });
  } else {
    const server = await createConnection(MARIADB_URL);
    if (reseed) await server.query(`DROP DATABASE IF EXISTS \`${BENCH_DATABASE}\``);
    await server.query(`CREATE DATABASE IF NOT EXISTS \`${BENCH_DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
    const redis = new IORedis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
  }
  await runToEnd(CLI_ENTRY, ['migrate'], mode.env);

  if (mode.name === 'embedded') {
    const db = new Database(SQLITE_FILE);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    try {
      await seedLibrary(new SqliteWriter(db), log);
    } finally {
      db.close();
    }
  } else {
    const connection = await createConnection(`${MARIADB_URL}/${BENCH_DATABASE}`);
    try {
      await seedLibrary(new MysqlWriter(connection), log);
    } finally {
      await connection.end();
    }
  }
}
