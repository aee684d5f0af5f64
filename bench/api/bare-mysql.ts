import { createPool } from 'mysql2/promise';
import { Query } from './bare-queries';
import { detailsSql, SearchDialect, trashedRowIds } from './bare-search';

const TEXT_COLUMNS = { photos: 'description, location, display_location, fuzzy_date_text', stories: 'content', comments: 'content' };

/** The family tokens the API's MariaDB search requires (libs/database search-sources: 'hlf' + 10-digit family id). */
const familyTokens = (familyIds: number[]) => familyIds.map((id) => `hlf${String(id).padStart(10, '0')}`).join(' ');
const match = (columns: string) => `MATCH(t.search_family, ${columns.split(', ').map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;

/** A mysql2 pool like the API's (20 connections); the FULLTEXT queries the API's MariaDB search index issues. */
export function openMysql(url: string): { query: Query; search: (familyIds: number[]) => SearchDialect; close: () => Promise<void> } {
  const pool = createPool({ uri: url, connectionLimit: 20, timezone: 'Z', supportBigNumbers: true });
  const query: Query = async (sql, params) => (await pool.query(sql, params))[0] as Array<Record<string, unknown>>;
  return {
    query,
    close: () => pool.end(),
    search: (familyIds) => ({
      async find(table, q, limit) {
        const found = match(TEXT_COLUMNS[table]);
        const against = `+(${familyTokens(familyIds)}) +${q}*`;
        // As the API: with several families, each family token's share of the relevance is taken back out.
        const several = familyIds.length > 1;
        const relevance = several ? `(${found} - ${found})` : found;
        const rows = await query(
          `SELECT t.id, COUNT(*) OVER () AS total FROM ${table} t WHERE ${found} AND t.family_id IN (?) AND t.id NOT IN (${trashedRowIds(table)}) ORDER BY ${relevance} DESC, t.id DESC LIMIT ? OFFSET 0`,
          [against, familyIds, against, ...(several ? [familyTokens(familyIds)] : []), limit],
        );
        return { total: Number(rows[0]?.total ?? 0), ids: rows.map((row) => Number(row.id)) };
      },
      suggest: (column, q, limit, fromStart) =>
        query(
          `SELECT MIN(t.${column}) AS text, COUNT(*) AS uses FROM photos t
           WHERE ${fromStart ? `t.family_id IN (?) AND t.${column} LIKE ? AND +t.deleted_at IS NULL` : `${match(column)} AND t.family_id IN (?) AND t.id NOT IN (${trashedRowIds('photos')})`}
           GROUP BY t.${column} COLLATE utf8mb4_bin ORDER BY uses DESC, text LIMIT ?`,
          fromStart ? [familyIds, `${q}%`, limit] : [`+(${familyTokens(familyIds)}) +${q}*`, familyIds, limit],
        ),
      details: (table, ids) => detailsSql(table, ids, familyIds),
    }),
  };
}
