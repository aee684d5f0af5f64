import { Injectable } from '@nestjs/common';
import { dirname } from 'node:path';
import { lock } from 'proper-lockfile';
import { DataSource } from 'typeorm';
import { dialectOf } from './dialect';

const MYSQL_LOCK = 'heirloom_migrations';
const LOCK_WAIT_SECONDS = 300;

/**
 * Runs pending migrations while holding a lock, so two processes starting together never race:
 * a MariaDB named lock held on its own connection, or a lock file beside the SQLite database.
 * Returns the names of the migrations it applied.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  if (dialectOf(dataSource) === 'sqlite') {
    const database = dataSource.options.database as string;
    const release = await lock(dirname(database), {
      lockfilePath: `${database}.migrate.lock`,
      retries: { retries: 60, minTimeout: 250, maxTimeout: 1000 },
      stale: 60_000,
    });
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await release();
    }
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [MYSQL_LOCK, LOCK_WAIT_SECONDS]);
    if (Number(row.acquired) !== 1) throw new Error(`Timed out waiting for the migration lock ${MYSQL_LOCK}`);
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [MYSQL_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** The API's migrations at start, run on the app's own connection (the worker never migrates). */
@Injectable()
export class DatabaseMigrations {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns the names of the migrations it applied. */
  runPending(): Promise<string[]> {
    return runMigrationsLocked(this.dataSource);
  }
}
