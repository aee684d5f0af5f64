import { quoteIdentifier, SqlSession } from './sql-session';

/** A column as the database declares it. */
export interface DatabaseColumn {
  name: string;
  type: string;
}

/** A foreign key as the database enforces it (entities do not always declare theirs, e.g. families.created_by). */
export interface ForeignKey {
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  /** CASCADE, SET NULL, RESTRICT, NO ACTION or SET DEFAULT. */
  onDelete: string;
}

/** The stored columns of a table in their order (generated and hidden columns left out); empty when it does not exist. */
export async function readColumns(session: SqlSession, table: string): Promise<DatabaseColumn[]> {
  if (session.dialect === 'sqlite') {
    const rows = await session.query(`PRAGMA table_xinfo(${quoteIdentifier('sqlite', table)})`);
    return rows.filter((row) => Number(row.hidden) === 0).map((row) => ({ name: String(row.name), type: String(row.type) }));
  }
  const rows = await session.query(
    `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, EXTRA AS extra FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    [table],
  );
  return rows
    .filter((row) => !/GENERATED/i.test(String(row.extra ?? '')))
    .map((row) => ({ name: String(row.name), type: String(row.type) }));
}

/** Every table of the database (SQLite's own and FTS shadow tables included: they are only read for references). */
async function listTables(session: SqlSession): Promise<string[]> {
  const rows =
    session.dialect === 'sqlite'
      ? await session.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      : await session.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME");
  return rows.map((row) => String(row.name));
}

async function readSqlitePrimaryKey(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query(`PRAGMA table_info(${quoteIdentifier('sqlite', table)})`);
  return rows
    .filter((row) => Number(row.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((row) => String(row.name));
}

async function readSqliteForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  const keys: ForeignKey[] = [];
  for (const table of await listTables(session)) {
    const rows = await session.query(`PRAGMA foreign_key_list(${quoteIdentifier('sqlite', table)})`);
    if (rows.length === 0) continue;
    const byId = new Map<string, ForeignKey>();
    for (const row of rows) {
      const id = String(row.id);
      if (!byId.has(id)) {
        byId.set(id, { table, columns: [], referencedTable: String(row.table), referencedColumns: [], onDelete: String(row.on_delete) });
      }
      const key = byId.get(id)!;
      key.columns.push(String(row.from));
      key.referencedColumns.push(row.to === null ? '' : String(row.to));
    }
    for (const key of byId.values()) {
      // A key declared without its parent's columns ("REFERENCES users") points at the parent's primary key.
      if (key.referencedColumns.includes('')) key.referencedColumns = await readSqlitePrimaryKey(session, key.referencedTable);
    }
    keys.push(...byId.values());
  }
  return keys;
}

async function readMysqlForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  const rows = await session.query(
    `SELECT k.TABLE_NAME AS tableName, k.CONSTRAINT_NAME AS name, k.COLUMN_NAME AS columnName,
            k.REFERENCED_TABLE_NAME AS referencedTable, k.REFERENCED_COLUMN_NAME AS referencedColumn, r.DELETE_RULE AS onDelete
     FROM information_schema.KEY_COLUMN_USAGE k
     JOIN information_schema.REFERENTIAL_CONSTRAINTS r
       ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
     WHERE k.TABLE_SCHEMA = DATABASE() AND k.REFERENCED_TABLE_NAME IS NOT NULL
     ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
  );
  const byName = new Map<string, ForeignKey>();
  for (const row of rows) {
    const id = `${row.tableName}.${row.name}`;
    if (!byName.has(id)) {
      byName.set(id, {
        table: String(row.tableName),
        columns: [],
        referencedTable: String(row.referencedTable),
        referencedColumns: [],
        onDelete: String(row.onDelete),
      });
    }
    byName.get(id)!.columns.push(String(row.columnName));
    byName.get(id)!.referencedColumns.push(String(row.referencedColumn));
  }
  return [...byName.values()];
}

/** Every foreign key of the database, whatever table holds it. */
export const readForeignKeys = (session: SqlSession): Promise<ForeignKey[]> =>
  session.dialect === 'sqlite' ? readSqliteForeignKeys(session) : readMysqlForeignKeys(session);
