import Database from 'better-sqlite3';
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { quoteIdentifier, quoteList, ReadSnapshot, SqlRow, WriteTransaction } from './sql-session';

/** How long a restore waits for the app's own write transactions to end before giving up. */
const WRITE_LOCK_WAIT_MS = 30_000;

/**
 * How long one of a restore's statements may hold the event loop the API shares. Every row deleted fires its table's
 * triggers (the kept counts and versions), from about 40 µs a row to 2.5 ms: emptying a library of 1,000,000 photos
 * (some 12 million rows) one statement a table held the loop 7 to 9 minutes, every request unanswered. Statements of
 * as many rows as fit in this time leave the API answering between two.
 */
const STATEMENT_MS = 50;

/**
 * Runs `step(size)` until it says it is done, each step's size (rows, or ids) scaled to what fits in STATEMENT_MS as
 * the step before measured it (a row's cost differs a hundredfold between tables), the event loop turning between two.
 */
async function inSteps(step: (size: number) => boolean): Promise<void> {
  let size = 100;
  for (;;) {
    const started = performance.now();
    if (step(size)) return;
    const took = Math.max(performance.now() - started, 1);
    size = Math.max(10, Math.min(100_000, Math.round((size * STATEMENT_MS) / took)));
    await yieldToEventLoop();
  }
}

/** The restore connection's page cache, KiB (SQLite's default is 2 MiB). */
const RESTORE_CACHE_KIB = 64 * 1024;

/**
 * better-sqlite3 waits for a lock synchronously, which would freeze the event loop the app's own transaction needs
 * to finish: the engine's connection never waits inside SQLite (busy_timeout 0) and retries here instead.
 */
async function retryWhileBusy<T>(action: () => T, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return action();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== 'SQLITE_BUSY' && code !== 'SQLITE_LOCKED') || Date.now() > deadline) throw error;
      await sleep(25);
    }
  }
}

class SqliteSession {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Database.Statement>();

  /**
   * `turnBetween`: the event loop turns before each statement. A restore's statements (its reference checks, its
   * search index emptied) each ran on from the one before through promises already settled, the loop never turning:
   * at 1,000,000 photos the API went unanswered 9.7 s through the reference checks, 4.4 s through the emptying.
   */
  constructor(
    protected readonly db: Database.Database,
    private readonly turnBetween = false,
  ) {}

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      // Integers come back as BigInt, so a bigint column keeps every digit (the codec narrows the small ones).
      if (statement.reader) statement.safeIntegers(true);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async query(sql: string, params: readonly unknown[] = []): Promise<SqlRow[]> {
    if (this.turnBetween) await yieldToEventLoop();
    return this.prepare(sql).all(...params) as SqlRow[];
  }

  async execute(sql: string, params: readonly unknown[] = []): Promise<void> {
    if (this.turnBetween) await yieldToEventLoop();
    this.prepare(sql).run(...params);
  }

  async insertRows(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
    // One prepared single-row statement run per row is SQLite's fastest bulk path inside a transaction.
    const insert = this.prepare(
      `INSERT INTO ${quoteIdentifier('sqlite', table)} (${quoteList('sqlite', columns)}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (const row of rows) insert.run(...row);
  }
}

function openConnection(dataSource: DataSource): Database.Database {
  const file = dataSource.options.database;
  if (typeof file !== 'string' || file === '' || file === ':memory:') {
    throw new Error('Backups need a SQLite database file (an in-memory database cannot be opened twice)');
  }
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 0');
  return db;
}

/**
 * Copies the WAL's pages into the database file (a PASSIVE checkpoint) on a thread of its own, with a connection of
 * its own. A restore's commit checkpointed its WAL itself (about 1 GB at 100,000 photos, 2.7 GB at a million),
 * on the event loop the API shares: at 100,000 photos the API went unanswered 1.9 s. Whatever it leaves (a reader
 * holding old pages) the app's next checkpoints copy. A failure loses nothing: the WAL holds the committed data until
 * a checkpoint copies it.
 */
function checkpointOnAThread(file: string): Promise<void> {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const db = new (require(workerData.driver))(workerData.file, { fileMustExist: true });
     try { db.pragma('wal_checkpoint(PASSIVE)'); } finally { db.close(); }`,
    { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The checkpoint's thread exited with ${code}`))));
  });
}

/** A read transaction on a connection of its own: in WAL mode it sees one snapshot while the app keeps writing. */
export async function openSqliteSnapshot(dataSource: DataSource): Promise<ReadSnapshot> {
  const db = openConnection(dataSource);
  try {
    db.exec('BEGIN');
    // The snapshot starts with the first read, not with BEGIN.
    await retryWhileBusy(() => db.prepare('SELECT COUNT(*) FROM sqlite_master').get(), WRITE_LOCK_WAIT_MS);
  } catch (error) {
    db.close();
    throw error;
  }
  return Object.assign(new SqliteSession(db), {
    close: async () => {
      if (db.open) {
        if (db.inTransaction) db.exec('COMMIT');
        db.close();
      }
    },
  });
}

/**
 * BEGIN IMMEDIATE on a connection of its own with foreign_keys OFF: no ON DELETE action fires while tables are
 * emptied (it would reach tables a restore keeps), and references are checked explicitly before COMMIT.
 */
export async function openSqliteTransaction(dataSource: DataSource): Promise<WriteTransaction> {
  const db = openConnection(dataSource);
  try {
    db.pragma('foreign_keys = OFF');
    // Inside the one transaction every statement keeps a journal of the pages it changed, to be undone alone: on disk
    // those journals were most of what a restore wrote (20 of 24 GB at 100,000 photos, for a database of 380 MB). A
    // statement is at most STATEMENT_MS of work, so its journal fits in memory.
    db.pragma('temp_store = MEMORY');
    // With SQLite's 2 MiB the transaction's changed pages spilled to the WAL again and again (3 GB written, 1 with this).
    db.pragma(`cache_size = -${RESTORE_CACHE_KIB}`);
    // Its commit leaves the WAL to checkpointOnAThread.
    db.pragma('wal_autocheckpoint = 0');
    await retryWhileBusy(() => db.exec('BEGIN IMMEDIATE'), WRITE_LOCK_WAIT_MS);
  } catch (error) {
    db.close();
    throw error;
  }
  return Object.assign(new SqliteSession(db, true), {
    emptyTable: async (table: string) => {
      const remove = db.prepare(`DELETE FROM ${quoteIdentifier('sqlite', table)} LIMIT ?`);
      await inSteps((rows) => remove.run(rows).changes < rows);
    },
    runOverIds: async (table: string, sql: string) => {
      const [{ last }] = db.prepare(`SELECT COALESCE(MAX(id), 0) AS last FROM ${quoteIdentifier('sqlite', table)}`).all() as Array<{ last: number }>;
      const statement = db.prepare(sql);
      let from = 0;
      await inSteps((ids) => {
        statement.run(from, from + ids);
        from += ids;
        return from >= last;
      });
    },
    commit: async () => {
      db.exec('COMMIT');
      await checkpointOnAThread(db.name).catch(() => undefined);
    },
    release: async () => {
      if (!db.open) return;
      try {
        if (db.inTransaction) db.exec('ROLLBACK');
      } finally {
        db.close();
      }
    },
  });
}
