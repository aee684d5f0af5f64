import Database from 'better-sqlite3';
import { Query } from './bare-queries';
import { detailsSql, SearchDialect } from './bare-search';

const TEXT_COLUMNS = { photos: 'description location display_location fuzzy_date_text', stories: 'content', comments: 'content' };

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
  const match = (columns: string, q: string, fromStart = false) => `{${columns}} : (${fromStart ? '^' : ''}"${q}"*)`;
  /** As the API's FTS5 tables (sqlite-fts.schema.ts): a family's rows are the rowids family id × 2³² + 2³² − 1 − row id. */
  const familyRange = (id: number) => `rowid BETWEEN ${BigInt(id) << 32n} AND ${(BigInt(id) << 32n) + 4294967295n}`;
  const everyFamily = (fts: string, familyIds: number[], limit: number) =>
    familyIds
      .map((id) => `SELECT id FROM (SELECT 4294967295 - (rowid & 4294967295) AS id FROM ${fts} WHERE ${fts} MATCH ? AND ${familyRange(id)} ORDER BY rowid LIMIT ${limit})`)
      .join(' UNION ALL ');
  return {
    query,
    search: (familyIds) => ({
      // The API's statement (sqlite-search.index.ts): the newest 200 matches, each family's read from its range of
      // rowids, with their texts, and the matches counted up to 1,001. Its ranking of the 200 by their texts is the
      // API's own code, left out here.
      async find(table, q, limit) {
        const fts = `${table}_fts`;
        const texts = TEXT_COLUMNS[table].split(' ').map((column) => `t.${column}`);
        const count = `SELECT COUNT(*) FROM (${familyIds.map((id) => `SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? AND ${familyRange(id)}`).join(' UNION ALL ')} LIMIT 1001)`;
        const rows = await query(
          `SELECT n.id, n.found, ${texts.join(', ')}
           FROM (SELECT id, (${count}) AS found FROM (SELECT id FROM (${everyFamily(fts, familyIds, 200)}) ORDER BY id DESC LIMIT 200)) n
           CROSS JOIN ${table} t ON t.id = n.id`,
          [...familyIds.map(() => match(TEXT_COLUMNS[table], q)), ...familyIds.map(() => match(TEXT_COLUMNS[table], q))],
        );
        return { total: Math.min(Number(rows[0]?.found ?? 0), 1000), ids: rows.slice(0, limit).map((row) => Number(row.id)) };
      },
      suggest: (column, q, limit, fromStart) =>
        query(
          `SELECT p.${column} AS text, COUNT(*) AS uses FROM (${everyFamily('photos_fts', familyIds, 200)}) m CROSS JOIN photos p ON p.id = m.id
           GROUP BY p.${column} ORDER BY uses DESC, text LIMIT ?`,
          [...familyIds.map(() => match(column, q, fromStart)), limit],
        ),
      details: (table, ids) => detailsSql(table, ids, familyIds),
    }),
  };
}
