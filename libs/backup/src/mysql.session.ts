import { DataSource, QueryRunner } from 'typeorm';
import { quoteIdentifier, quoteList, ReadSnapshot, SqlRow, WriteTransaction } from './sql-session';

/** Stays well under MariaDB's 65,535 placeholders and its default 16 MB packet for rows of ordinary size. */
const MAX_PLACEHOLDERS = 30_000;

class MysqlSession {
  readonly dialect = 'mysql' as const;

  constructor(protected readonly runner: QueryRunner) {}

  async query(sql: string, params: readonly unknown[] = []): Promise<SqlRow[]> {
    return this.runner.query(sql, [...params]);
  }

  async execute(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.runner.query(sql, [...params]);
  }

  async insertRows(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
    const perStatement = Math.max(1, Math.floor(MAX_PLACEHOLDERS / Math.max(1, columns.length)));
    const head = `INSERT INTO ${quoteIdentifier('mysql', table)} (${quoteList('mysql', columns)}) VALUES `;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      await this.runner.query(head + chunk.map(() => tuple).join(', '), chunk.flat());
    }
  }
}

async function connect(dataSource: DataSource): Promise<QueryRunner> {
  const runner = dataSource.createQueryRunner('master');
  await runner.connect();
  return runner;
}

/** A consistent InnoDB snapshot on a pooled connection held for the whole dump. */
export async function openMysqlSnapshot(dataSource: DataSource): Promise<ReadSnapshot> {
  const runner = await connect(dataSource);
  try {
    await runner.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
  } catch (error) {
    await runner.release();
    throw error;
  }
  let open = true;
  return Object.assign(new MysqlSession(runner), {
    close: async () => {
      if (!open) return;
      open = false;
      try {
        await runner.query('COMMIT');
      } finally {
        await runner.release();
      }
    },
  });
}

/**
 * A transaction with FOREIGN_KEY_CHECKS=0 on its own connection only: rows load in any order and no ON DELETE
 * action fires while tables are emptied. The variable belongs to the connection, so it is set back before the
 * connection returns to the pool, whatever happened.
 */
export async function openMysqlTransaction(dataSource: DataSource): Promise<WriteTransaction> {
  const runner = await connect(dataSource);
  try {
    await runner.startTransaction();
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
  } catch (error) {
    await runner.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await runner.release();
    throw error;
  }
  let released = false;
  return Object.assign(new MysqlSession(runner), {
    // In the worker: nothing else waits on this process's event loop.
    emptyTable: async (table: string) => {
      await runner.query(`DELETE FROM ${quoteIdentifier('mysql', table)}`);
    },
    runOverIds: async (table: string, sql: string) => {
      const [{ last }] = await runner.query(`SELECT COALESCE(MAX(id), 0) AS last FROM ${quoteIdentifier('mysql', table)}`);
      await runner.query(sql, [0, Number(last)]);
    },
    commit: async () => {
      await runner.query('SET FOREIGN_KEY_CHECKS = 1');
      await runner.commitTransaction();
    },
    release: async () => {
      if (released) return;
      released = true;
      try {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
      } finally {
        await runner.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => {
          // A connection that cannot be set back must not return to the pool with checks off: close it instead.
          (runner as unknown as { databaseConnection?: { destroy?: () => void } }).databaseConnection?.destroy?.();
        });
        await runner.release();
      }
    },
  });
}
