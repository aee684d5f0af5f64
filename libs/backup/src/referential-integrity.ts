import { BackupArchiveError } from './backup.errors';
import { ForeignKey } from './schema-introspection';
import { quoteIdentifier, SqlSession } from './sql-session';

/** Rows of the key's table whose reference is set (every column non-null, as SQL's MATCH SIMPLE) but points nowhere. */
function danglingCondition(session: SqlSession, key: ForeignKey): string {
  const q = (name: string) => quoteIdentifier(session.dialect, name);
  const set = key.columns.map((column) => `${q(key.table)}.${q(column)} IS NOT NULL`).join(' AND ');
  const match = key.columns
    .map((column, index) => `p.${q(key.referencedColumns[index])} = ${q(key.table)}.${q(column)}`)
    .join(' AND ');
  return `${set} AND NOT EXISTS (SELECT 1 FROM ${q(key.referencedTable)} p WHERE ${match})`;
}

/**
 * The restore loads with foreign-key enforcement off, so it checks every reference of the loaded tables itself
 * before COMMIT: an archive whose rows point at missing rows is refused on MariaDB exactly as on SQLite.
 */
export async function assertReferencesResolve(session: SqlSession, keys: readonly ForeignKey[], loaded: ReadonlySet<string>): Promise<void> {
  for (const key of keys) {
    if (!loaded.has(key.table)) continue;
    const [row] = await session.query(`SELECT COUNT(*) AS n FROM ${quoteIdentifier(session.dialect, key.table)} WHERE ${danglingCondition(session, key)}`);
    const count = Number(row.n);
    if (count > 0) {
      throw new BackupArchiveError(
        `The archive's ${key.table} table has ${count} row(s) whose ${key.columns.join(', ')} refer to ${key.referencedTable} rows it does not hold`,
      );
    }
  }
}

/**
 * Applies, after the fact, the ON DELETE rule of the references that tables a restore keeps (the backups list, a
 * search index) hold into the tables it replaced: no action fired while those were emptied, and a kept row must
 * not point at a row the restore did not bring back. RESTRICT and NO ACTION references are left as they are.
 */
export async function settleKeptReferences(session: SqlSession, keys: readonly ForeignKey[], replaced: ReadonlySet<string>): Promise<void> {
  const q = (name: string) => quoteIdentifier(session.dialect, name);
  for (const key of keys) {
    if (replaced.has(key.table) || !replaced.has(key.referencedTable)) continue;
    const rule = key.onDelete.toUpperCase();
    if (rule === 'CASCADE') {
      await session.execute(`DELETE FROM ${q(key.table)} WHERE ${danglingCondition(session, key)}`);
    } else if (rule === 'SET NULL') {
      const assignments = key.columns.map((column) => `${q(column)} = NULL`).join(', ');
      await session.execute(`UPDATE ${q(key.table)} SET ${assignments} WHERE ${danglingCondition(session, key)}`);
    }
  }
}
