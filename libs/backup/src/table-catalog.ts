import { DataSource, EntityMetadata } from 'typeorm';
import { ColumnKind, columnKindOf } from './column-codec';
import { ForeignKey, readColumns, readForeignKeys } from './schema-introspection';
import { SqlSession } from './sql-session';
import { orderParentsFirst } from './table-order';

/**
 * Download links, which last minutes and name the photos and files of the moment they were made: never dumped, and
 * emptied by a restore (after which their selections could name other photos). Items before their downloads.
 */
const DOWNLOAD_TABLES: readonly string[] = ['download_items', 'downloads'];

/**
 * Never dumped nor replaced: sessions (below) and the device list of them (issue 17), the list of backups (the archives on disk are not part of the
 * restore either), download links, and the audit trail (issue 17), which keeps what happened before a restore, and the
 * restore itself, rather than going back to the archive's. TypeORM's migrations table has no entity, so it is never seen.
 */
export const DEFAULT_EXCLUDED_TABLES: readonly string[] = ['sessions', 'device_sessions', 'backups', 'audit_events', ...DOWNLOAD_TABLES];

/**
 * Never dumped, and emptied by a restore inside its own transaction: a restore ends every session stored in the
 * database at its commit, so no cookie issued before it acts on the restored data (where its user id may now be
 * another person's). Sessions kept outside the database (Redis) are ended by whoever runs the restore, right after.
 */
export const TABLES_EMPTIED_BY_RESTORE: readonly string[] = ['sessions', 'device_sessions', ...DOWNLOAD_TABLES];

export interface TableColumn {
  name: string;
  kind: ColumnKind;
}

export interface TableSpec {
  name: string;
  /** Every stored column of the table, in the database's order. */
  columns: TableColumn[];
  primaryKey: string[];
}

export interface TableCatalog {
  /** The tables a backup dumps and a restore replaces, parents first. */
  tables: TableSpec[];
  /** Every foreign key of the database, those of tables outside the catalog included. */
  foreignKeys: ForeignKey[];
  /** The tables of TABLES_EMPTIED_BY_RESTORE that this database has (an entity's table). */
  emptiedByRestore: string[];
}

/** One table per entity table name; views and child entities sharing their parent's table are folded in. */
function entityTables(dataSource: DataSource): Map<string, EntityMetadata[]> {
  const tables = new Map<string, EntityMetadata[]>();
  for (const metadata of dataSource.entityMetadatas) {
    if (metadata.tableType === 'view') continue;
    tables.set(metadata.tableName, [...(tables.get(metadata.tableName) ?? []), metadata]);
  }
  return tables;
}

async function describeTable(session: SqlSession, name: string, metadatas: EntityMetadata[]): Promise<TableSpec> {
  const stored = await readColumns(session, name);
  if (stored.length === 0) throw new Error(`Table ${name} of entity ${metadatas[0].name} is missing from the database: run the migrations`);
  const mapped = new Map(metadatas.flatMap((metadata) => metadata.columns).map((column) => [column.databaseName, column]));
  const columns = stored.map(({ name: column, type }) => {
    // The entity's type says what the value means (boolean, not tinyint); a column the entity does not map still
    // goes into the dump, typed by the database's declaration, so nothing stored is left behind.
    const kind = mapped.has(column) ? columnKindOf(mapped.get(column)!.type) : columnKindOf(type);
    if (!kind) throw new Error(`Backups cannot carry column ${name}.${column} of type ${String(mapped.get(column)?.type ?? type)}`);
    return { name: column, kind };
  });
  const primaryKey = metadatas[0].primaryColumns.map((column) => column.databaseName);
  return { name, columns, primaryKey };
}

/**
 * The tables to back up or replace, read from the entities (a table added by a later migration is included as soon
 * as its entity exists; a table without an entity, like a full-text index, never is) and checked against the
 * database's own columns and foreign keys.
 */
export async function readTableCatalog(dataSource: DataSource, session: SqlSession, excludeTables: readonly string[] = []): Promise<TableCatalog> {
  const excluded = new Set([...DEFAULT_EXCLUDED_TABLES, ...excludeTables]);
  const specs = new Map<string, TableSpec>();
  const entities = entityTables(dataSource);
  for (const [name, metadatas] of entities) {
    if (!excluded.has(name)) specs.set(name, await describeTable(session, name, metadatas));
  }
  const foreignKeys = await readForeignKeys(session);
  const order = orderParentsFirst(
    [...specs.keys()],
    foreignKeys.map((key) => ({ from: key.table, to: key.referencedTable })),
  );
  const emptiedByRestore = TABLES_EMPTIED_BY_RESTORE.filter((name) => entities.has(name));
  return { tables: order.map((name) => specs.get(name)!), foreignKeys, emptiedByRestore };
}
