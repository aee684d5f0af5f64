import type { Dialect } from '@heirloom/database';

export type SqlRow = Record<string, unknown>;

/** One connection of the backup engine's own, so its snapshot or transaction never mixes with the app's queries. */
export interface SqlSession {
  readonly dialect: Dialect;
  query(sql: string, params?: readonly unknown[]): Promise<SqlRow[]>;
  execute(sql: string, params?: readonly unknown[]): Promise<void>;
  /** Inserts rows (values in the order of columns) in as few round trips as the database allows. */
  insertRows(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void>;
}

/** A consistent read-only view of the whole database for as long as it is open. */
export interface ReadSnapshot extends SqlSession {
  close(): Promise<void>;
}

/** A write transaction whose foreign-key enforcement is off until commit (checked explicitly before it). */
export interface WriteTransaction extends SqlSession {
  /** Deletes every row of the table (its triggers fire for each). */
  emptyTable(table: string): Promise<void>;
  /**
   * Runs `sql`, whose two parameters bound a range of the table's ids (from, to], over all of them: on SQLite in
   * statements sized as emptyTable's, the event loop turning between two; on MariaDB once.
   */
  runOverIds(table: string, sql: string): Promise<void>;
  commit(): Promise<void>;
  /** Rolls back if still open and releases the connection; safe to call after commit or twice. */
  release(): Promise<void>;
}

export const quoteIdentifier = (dialect: Dialect, name: string): string =>
  dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;

export const quoteList = (dialect: Dialect, names: readonly string[]): string => names.map((name) => quoteIdentifier(dialect, name)).join(', ');
