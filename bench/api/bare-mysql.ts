import { createPool } from 'mysql2/promise';
import { BareContext, detailsSql, SearchDialect } from './bare-queries';

const TEXT_COLUMNS = { photos: 'description, location, display_location, fuzzy_date_text', stories: 'content', comments: 'content' };

/** A mysql2 pool like the API's (20 connections); the FULLTEXT queries the API's MariaDB search index issues. */
export function openMysql(url: string): { query: BareContext['query']; search: (familyIds: number[]) => SearchDialect; close: () => Promise<void> } {
  const pool = createPool({ uri: url, connectionLimit: 20, timezone: 'Z', supportBigNumbers: true });
  const query: BareContext['query'] = async (sql, params) => (await pool.query(sql, params))[0] as Array<Record<string, unknown>>;
  return {
    query,
    close: () => pool.end(),
    search: (familyIds) => ({
      async find(table, q, limit) {
        const match = `MATCH(${TEXT_COLUMNS[table].split(', ').map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;
        const against = `+${q}*`;
        const rows = await query(
          `SELECT t.id, COUNT(*) OVER () AS total FROM ${table} t WHERE t.family_id IN (?) AND ${match} ORDER BY ${match} DESC, t.id DESC LIMIT ? OFFSET 0`,
          [familyIds, against, against, limit],
        );
        return { total: Number(rows[0]?.total ?? 0), ids: rows.map((row) => Number(row.id)) };
      },
      suggest: (column, q, limit, fromStart) =>
        query(
          `SELECT MIN(t.${column}) AS text, COUNT(*) AS uses FROM photos t
           WHERE t.family_id IN (?) AND ${fromStart ? `t.${column} LIKE ?` : `MATCH(t.${column}) AGAINST (? IN BOOLEAN MODE)`}
           GROUP BY t.${column} COLLATE utf8mb4_bin ORDER BY uses DESC, text LIMIT ?`,
          [familyIds, fromStart ? `${q}%` : `+${q}*`, limit],
        ),
      details: (table, ids) => detailsSql(table, ids, familyIds),
    }),
  };
}
