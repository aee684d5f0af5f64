import { Query, Routes } from './bare-queries';

const SEARCH_PAGE = 20;

export type SearchedTable = 'photos' | 'stories' | 'comments';

/** The full-text part, one per dialect (bare-sqlite.ts, bare-mysql.ts). */
export interface SearchDialect {
  find(table: SearchedTable, q: string, limit: number): Promise<{ total: number; ids: number[] }>;
  suggest(column: string, q: string, limit: number, fromStart: boolean): Promise<unknown[]>;
  details(table: SearchedTable, ids: number[]): string;
}

/**
 * The rows of trashed photos (a photo itself, or a story or comment on one), which MariaDB's FULLTEXT suggestions
 * leave out, read from the trash outward as the API does (photo-visibility.ts).
 */
export function trashedRowIds(table: SearchedTable): string {
  const where = 'tp.deleted_at IS NOT NULL';
  if (table === 'photos') return `SELECT tp.id FROM photos tp WHERE ${where}`;
  return `SELECT tr.id FROM photos tp CROSS JOIN ${table} tr ON tr.photo_id = tp.id WHERE ${where}`;
}

/** Search and its suggestions, as SearchService asks its dialect's index, with the hits' rows loaded by id. */
export function searchRoutes(query: Query, search: SearchDialect): Routes {
  return {
    '/search': async (params) => {
      const q = params.get('q') ?? '';
      const result: Record<string, unknown> = {};
      for (const table of ['photos', 'stories', 'comments'] as const) {
        const { total, ids: hits } = await search.find(table, q, SEARCH_PAGE);
        const rows = hits.length === 0 ? [] : await query(search.details(table, hits), []);
        result[table] = { total, rows };
      }
      return result;
    },
    // As the API: places that begin with the text first; the full-text look-up only when they do not fill ten.
    '/suggestions': async (params) => {
      const q = params.get('q') ?? '';
      const starting = [];
      for (const column of ['location', 'display_location']) starting.push(...(await search.suggest(column, q, 30, true)));
      if (new Set(starting.map((row) => String((row as { text: string }).text).toLowerCase())).size >= 10) return starting.slice(0, 10);
      const out: unknown[] = [];
      for (const column of ['location', 'display_location', 'description']) out.push(...(await search.suggest(column, q, 30, false)));
      return out.slice(0, 10);
    },
  };
}

/** The rows a result card shows (the API's search repository reads the same). */
export function detailsSql(table: SearchedTable, ids: number[], familyIds: number[]): string {
  const where = `t.id IN (${ids.join(', ')}) AND +t.family_id IN (${familyIds.join(', ')})`;
  if (table === 'photos') {
    return `SELECT t.id, t.description, t.location, t.display_location, t.taken_date, t.fuzzy_date_text, f.name AS family_name
            FROM photos t JOIN families f ON f.id = t.family_id WHERE ${where}`;
  }
  const photo = table === 'stories' ? ', p.description AS photo_description' : '';
  const join = table === 'stories' ? ' JOIN photos p ON p.id = t.photo_id' : '';
  return `SELECT t.id, t.photo_id, t.content, t.created_at, u.name AS author_name, f.name AS family_name${photo}
          FROM ${table} t JOIN users u ON u.id = t.author_id JOIN families f ON f.id = t.family_id${join} WHERE ${where}`;
}
