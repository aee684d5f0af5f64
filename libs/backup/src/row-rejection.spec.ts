import Database from 'better-sqlite3';
import { QueryFailedError } from 'typeorm';
import { isRowRejection, rejectionMessage } from './row-rejection';

/** The error SQLite really raises for a statement. */
function sqliteError(db: Database.Database, sql: string): unknown {
  try {
    db.exec(sql);
  } catch (error) {
    return error;
  }
  throw new Error(`${sql} did not fail`);
}

describe(isRowRejection.name, () => {
  const db = new Database(':memory:');
  beforeAll(() => {
    db.exec('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, n INTEGER CHECK (n > 0),
             parent_id INTEGER REFERENCES parent (id))`);
    db.exec("INSERT INTO t (id, email, n) VALUES (1, 'a@example.com', 1)");
    db.pragma('foreign_keys = ON');
  });
  afterAll(() => db.close());

  it.each([
    ['NOT NULL', "INSERT INTO t (id, email) VALUES (2, NULL)"],
    ['UNIQUE', "INSERT INTO t (id, email) VALUES (2, 'a@example.com')"],
    ['PRIMARY KEY', "INSERT INTO t (id, email) VALUES (1, 'b@example.com')"],
    ['CHECK', "INSERT INTO t (id, email, n) VALUES (2, 'b@example.com', 0)"],
    ['FOREIGN KEY', "INSERT INTO t (id, email, parent_id) VALUES (2, 'b@example.com', 42)"],
  ])('is true for a SQLite %s violation, and keeps its message', (_label, sql) => {
    const error = sqliteError(db, sql);
    expect(isRowRejection(error)).toBe(true);
    expect(rejectionMessage(error)).toMatch(/constraint failed/);
  });

  it('is false for SQLite errors that say nothing about the rows', () => {
    expect(isRowRejection(sqliteError(db, 'INSERT INTO missing VALUES (1)'))).toBe(false);
    expect(isRowRejection(sqliteError(db, 'INSERT INTO t (nope) VALUES (1)'))).toBe(false);
  });

  it('reads MariaDB codes from the driver error or from TypeORM wrapping it', () => {
    const duplicate = Object.assign(new Error("Duplicate entry 'a@example.com' for key 'email'"), { code: 'ER_DUP_ENTRY', errno: 1062 });
    expect(isRowRejection(duplicate)).toBe(true);
    expect(isRowRejection(new QueryFailedError('INSERT', [], duplicate))).toBe(true);
    expect(isRowRejection({ driverError: { code: 'ER_BAD_NULL_ERROR' } })).toBe(true);
    expect(isRowRejection(Object.assign(new Error('gone'), { code: 'PROTOCOL_CONNECTION_LOST' }))).toBe(false);
    expect(isRowRejection(Object.assign(new Error('lock'), { code: 'ER_LOCK_WAIT_TIMEOUT' }))).toBe(false);
  });

  it('is false for anything without a code', () => {
    expect(isRowRejection(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isRowRejection(null)).toBe(false);
    expect(isRowRejection('SQLITE_CONSTRAINT')).toBe(false);
  });
});
