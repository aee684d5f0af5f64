import type { Dialect } from '@heirloom/database';
import { toPortable, type PortableValue } from './column-codec';
import { quoteIdentifier, quoteList, SqlRow, SqlSession } from './sql-session';
import { TableSpec } from './table-catalog';

/** Rows read per query: large enough to keep round trips few, small enough that a page of blobs stays modest. */
const PAGE_ROWS = 500;

/**
 * The condition selecting rows after the last one read, in primary-key order (keyset paging: each page is an index
 * range, unlike OFFSET which rereads everything before it). For (a, b): a > ? OR (a = ? AND b > ?).
 */
export function keysetCondition(dialect: Dialect, primaryKey: readonly string[]): string {
  const quoted = primaryKey.map((column) => quoteIdentifier(dialect, column));
  return quoted
    .map((column, index) => [...quoted.slice(0, index).map((before) => `${before} = ?`), `${column} > ?`].join(' AND '))
    .map((clause) => `(${clause})`)
    .join(' OR ');
}

/** The parameters of keysetCondition() for the last row read. */
export function keysetParameters(primaryKey: readonly string[], last: SqlRow): unknown[] {
  return primaryKey.flatMap((_column, index) => primaryKey.slice(0, index + 1).map((column) => last[column]));
}

function toLine(table: TableSpec, row: SqlRow): string {
  const portable: Record<string, PortableValue> = {};
  for (const column of table.columns) {
    try {
      portable[column.name] = toPortable(column.kind, row[column.name]);
    } catch (error) {
      const key = table.primaryKey.map((name) => `${name}=${String(row[name])}`).join(', ');
      throw new Error(`Cannot back up ${table.name}.${column.name} of the row ${key}: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(portable);
}

/**
 * A table as JSON Lines, one chunk per page of rows in primary-key order, read from the session's snapshot.
 * onPage hears how many rows each chunk holds.
 */
export async function* dumpTable(session: SqlSession, table: TableSpec, onPage?: (rows: number) => Promise<void>): AsyncGenerator<string> {
  const { dialect } = session;
  const select = `SELECT ${quoteList(dialect, table.columns.map((column) => column.name))} FROM ${quoteIdentifier(dialect, table.name)}`;
  const order = `ORDER BY ${quoteList(dialect, table.primaryKey)} LIMIT ${PAGE_ROWS}`;
  const after = keysetCondition(dialect, table.primaryKey);
  let last: SqlRow | undefined;
  for (;;) {
    const rows = last
      ? await session.query(`${select} WHERE ${after} ${order}`, keysetParameters(table.primaryKey, last))
      : await session.query(`${select} ${order}`);
    if (rows.length === 0) return;
    yield rows.map((row) => toLine(table, row) + '\n').join('');
    await onPage?.(rows.length);
    if (rows.length < PAGE_ROWS) return;
    last = rows[rows.length - 1];
  }
}

/** Rows per table in the snapshot, for progress before the dump starts. */
export async function countRows(session: SqlSession, tables: readonly TableSpec[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const [row] = await session.query(`SELECT COUNT(*) AS n FROM ${quoteIdentifier(session.dialect, table.name)}`);
    total += Number(row.n);
  }
  return total;
}
