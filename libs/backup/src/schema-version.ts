import { MIGRATIONS } from '@heirloom/database';
import { DataSource, MigrationInterface } from 'typeorm';
import { quoteIdentifier, SqlSession } from './sql-session';

type MigrationClass = new () => MigrationInterface;

/** A migration's name as TypeORM records it: its name property, else its class name. */
const migrationName = (migration: MigrationInterface | MigrationClass): string =>
  typeof migration === 'function' ? (new migration().name ?? migration.name) : (migration.name ?? migration.constructor.name);

/**
 * The schema versions this build knows, oldest first: the names of its migrations in the order they run (those of
 * a data source, else this build's list).
 */
export function knownSchemaVersions(migrations: ReadonlyArray<MigrationInterface | MigrationClass> = []): string[] {
  return (migrations.length > 0 ? migrations : MIGRATIONS).map(migrationName);
}

/** Where TypeORM records applied migrations for this data source. */
export const migrationsTableOf = (dataSource: DataSource): string => dataSource.options.migrationsTableName ?? 'migrations';

/** The newest migration applied to the database the session reads. */
export async function readSchemaVersion(session: SqlSession, migrationsTable: string): Promise<string> {
  const table = quoteIdentifier(session.dialect, migrationsTable);
  const [row] = await session.query(`SELECT name FROM ${table} ORDER BY timestamp DESC, id DESC LIMIT 1`);
  if (!row) throw new Error('The database has no migrations applied: run the migrations first');
  return String(row.name);
}
