import { createPool } from 'mysql2/promise';
import { Query } from './bare-queries';
import { detailsSql, SearchDialect, trashedRowIds } from './bare-search';

const TEXT_COLUMNS = { photos: 'description, location, display_location, fuzzy_date_text', stories: 'content', comments: 'content' };

/** The family tokens the API's MariaDB search requires (libs/database search-sources: 'hlf' + 10-digit family id). */
const familyTokens = (familyIds: number[]) => familyIds.map((id) => `hlf${String(id).padStart(10, '0')}`).join(' ');
const match = (columns: string) => `MATCH(t.search_family, ${columns.split(', ').map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;

/** The word tables of the API's MariaDB search (mysql-search-words.schema.ts): `${row}_words`, rows by `${row}_id`. */
const WORD_ROWS = { photos: 'photo', stories: 'story', comments: 'comment' };

/** A mysql2 pool like the API's (20 connections); the queries the API's MariaDB search index issues. */
export function openMysql(url: string): { query: Query; search: (familyIds: number[]) => SearchDialect; close: () => Promise<void> } {
  const pool = createPool({ uri: url, connectionLimit: 20, timezone: 'Z', supportBigNumbers: true });
  const query: Query = async (sql, params) => (await pool.query(sql, params))[0] as Array<Record<string, unknown>>;
  return {
    query,
    close: () => pool.end(),
    search: (familyIds) => ({
      // The API's statement (mysql-search.index.ts, search.index.ts): the newest 200 rows whose words begin with the
      // text, read from the table of words family by family, with their texts, and the count up to 1,000. The API's
      // ranking of the 200 by their texts is its own code, left out here.
      async find(table, q, limit) {
        const row = WORD_ROWS[table];
        // The word as typed in key order, and the longer words it begins apart (sorted), for each family.
        const exact = `SELECT w.${row}_id AS id FROM ${row}_words w WHERE w.family_id = ? AND w.word = ? ORDER BY w.${row}_id DESC LIMIT 1001`;
        const longer = `SELECT DISTINCT w.${row}_id AS id FROM ${row}_words w WHERE w.family_id = ? AND w.word LIKE ? AND w.word > ? ORDER BY w.${row}_id DESC LIMIT 1001`;
        const branches = familyIds.map(() => `(${exact}) UNION ALL (${longer})`).join(' UNION ALL ');
        const newest = `SELECT DISTINCT id FROM (${branches}) families ORDER BY id DESC LIMIT 1001`;
        const rows = await query(
          `SELECT n.id, n.found, ${TEXT_COLUMNS[table].split(', ').map((column) => `t.${column}`).join(', ')}
           FROM (SELECT id, COUNT(*) OVER () AS found FROM (${newest}) newest ORDER BY id DESC LIMIT 200) n
           CROSS JOIN ${table} t ON t.id = n.id`,
          familyIds.flatMap((familyId) => [familyId, q, familyId, `${q}%`, q]),
        );
        return { total: Math.min(Number(rows[0]?.found ?? 0), 1000), ids: rows.slice(0, limit).map((r) => Number(r.id)) };
      },
      // Places from the families' kept counts (mysql-photo-places.schema.ts), anything else by the FULLTEXT index.
      suggest: (column, q, limit, fromStart) =>
        fromStart
          ? query(
              `SELECT place AS text, SUM(uses) AS uses FROM photo_places WHERE family_id IN (?) AND source = ? AND folded LIKE ?
               GROUP BY place ORDER BY uses DESC, place COLLATE utf8mb4_unicode_ci, place LIMIT ?`,
              [familyIds, column, `${q}%`, limit],
            )
          : query(
              `SELECT MIN(t.${column}) AS text, COUNT(*) AS uses FROM photos t WHERE ${match(column)} AND t.family_id IN (?) AND t.id NOT IN (${trashedRowIds('photos')})
               GROUP BY t.${column} COLLATE utf8mb4_bin ORDER BY uses DESC, text LIMIT ?`,
              [`+(${familyTokens(familyIds)}) +${q}*`, familyIds, limit],
            ),
      details: (table, ids) => detailsSql(table, ids, familyIds),
    }),
  };
}
