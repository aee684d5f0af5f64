import Database from 'better-sqlite3';
import { Query } from './bare-queries';
import { detailsSql, SearchDialect, trashedRowIds } from './bare-search';

const TEXT_COLUMNS = { photos: 'description location display_location fuzzy_date_text', stories: 'content', comments: 'content' };
const WEIGHTS = { photos: '0, 3, 2, 2, 1', stories: '0, 1', comments: '0, 1' };

/** better-sqlite3 with the API's pragmas; the FTS5 queries the API's SQLite search index issues. */
export function openSqlite(file: string): { query: Query; search: (familyIds: number[]) => SearchDialect } {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  // As libs/database's data-source options.
  db.pragma('synchronous = NORMAL');
  db.pragma('mmap_size = 268435456');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  const statements = new Map<string, Database.Statement>();
  const query: Query = async (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement.all(...params) as Array<Record<string, unknown>>;
  };
  const match = (familyIds: number[], columns: string, q: string, fromStart = false) =>
    `family_id : (${familyIds.map((id) => `"${id}"`).join(' OR ')}) AND {${columns}} : (${fromStart ? '^' : ''}"${q}"*)`;
  return {
    query,
    search: (familyIds) => ({
      async find(table, q, limit) {
        const fts = `${table}_fts`;
        const rows = await query(
          `SELECT id, COUNT(*) OVER () AS total FROM (SELECT rowid AS id, bm25(${fts}, ${WEIGHTS[table]}) AS score FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${trashedRowIds(table)}))
           ORDER BY score, id DESC LIMIT ? OFFSET 0`,
          [match(familyIds, TEXT_COLUMNS[table], q), limit],
        );
        return { total: Number(rows[0]?.total ?? 0), ids: rows.map((row) => Number(row.id)) };
      },
      suggest: (column, q, limit, fromStart) =>
        query(
          `SELECT p.${column} AS text, COUNT(*) AS uses FROM photos_fts JOIN photos p ON p.id = photos_fts.rowid
           WHERE photos_fts MATCH ? AND +p.deleted_at IS NULL GROUP BY p.${column} ORDER BY uses DESC, text LIMIT ?`,
          [match(familyIds, column, q, fromStart), limit],
        ),
      details: (table, ids) => detailsSql(table, ids, familyIds),
    }),
  };
}
