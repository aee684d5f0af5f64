import { PAGE_PERSON } from './library';

/** What the bare server needs from a database: one query call, answered as plain rows. */
export type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The bare server's routes: the same reads as the API's, written straight in SQL, with nothing else around them. */
export type Routes = Record<string, (q: string) => Promise<unknown>>;

export interface BareContext {
  query: Query;
  familyIds: number[];
  pageFamily: number;
  day: string;
}

const PHOTO_PAGE = 12;
const TIMELINE_PAGE = 20;
const SEARCH_PAGE = 20;
const PERSON_PAGE = 24;

/** The parts that read the same in both dialects: photo pages, timeline, On This Day, and loading search hits. */
export function commonRoutes({ query, familyIds, pageFamily, day }: BareContext, search: SearchDialect): Routes {
  const list = familyIds.join(', ');
  const photosWithPeople = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : query(
          `SELECT p.*, u.name AS uploader_name, f.name AS family_name FROM photos p JOIN users u ON u.id = p.uploaded_by
           JOIN families f ON f.id = p.family_id WHERE p.id IN (${ids.join(', ')})`,
          [],
        );
  const ids = (rows: Array<Record<string, unknown>>) => rows.map((row) => Number(row.id));
  return {
    '/family-page': async () =>
      query(
        `SELECT p.*, u.id AS uploader_id, u.name AS uploader_name FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by
         WHERE p.family_id = ? ORDER BY p.sort_date DESC, p.id DESC LIMIT ? OFFSET 0`,
        [pageFamily, PHOTO_PAGE + 1],
      ),
    '/timeline': async () => {
      const ranges = familyIds.map((_, i) => `SELECT * FROM (SELECT id, sort_date FROM photos WHERE family_id = ? ORDER BY sort_date DESC, id DESC LIMIT ?) f${i}`);
      const page = await query(`SELECT id FROM (${ranges.join(' UNION ALL ')}) t ORDER BY sort_date DESC, id DESC LIMIT ? OFFSET 0`, [
        ...familyIds.flatMap((id) => [id, TIMELINE_PAGE + 1]),
        TIMELINE_PAGE + 1,
      ]);
      return photosWithPeople(ids(page).slice(0, TIMELINE_PAGE));
    },
    // A person's photos oldest first, through their tags (person_id, photo_id), as PeopleRepository.getPhotoPageOf:
    // the page's ids sorted alone, then its rows.
    '/person-page': async () => {
      const page = await query(
        `SELECT p.id FROM photos p INNER JOIN photo_people t ON t.photo_id = p.id AND t.person_id = ?
         WHERE p.deleted_at IS NULL ORDER BY p.sort_date ASC, p.id ASC LIMIT ? OFFSET 0`,
        [PAGE_PERSON, PERSON_PAGE + 1],
      );
      return query(
        `SELECT p.*, u.id AS uploader_id, u.name AS uploader_name FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by WHERE p.id IN (${ids(page).join(', ')})`,
        [],
      );
    },
    '/on-this-day': async () => {
      const found = await query(
        `SELECT id FROM photos WHERE month_day IN (?) AND family_id IN (${list}) AND sort_date < ? ORDER BY sort_date DESC, id DESC`,
        [day.slice(5), `${day.slice(0, 4)}-01-01`],
      );
      return photosWithPeople(ids(found));
    },
    '/search': async (q) => {
      const result: Record<string, unknown> = {};
      for (const table of ['photos', 'stories', 'comments'] as const) {
        const { total, ids: hits } = await search.find(table, q, SEARCH_PAGE);
        const rows = hits.length === 0 ? [] : await query(search.details(table, hits), []);
        result[table] = { total, rows };
      }
      return result;
    },
    // As the API: places that begin with the text first; the full-text look-up only when they do not fill ten.
    '/suggestions': async (q) => {
      const starting = [];
      for (const column of ['location', 'display_location']) starting.push(...(await search.suggest(column, q, 30, true)));
      if (new Set(starting.map((row) => String((row as { text: string }).text).toLowerCase())).size >= 10) return starting.slice(0, 10);
      const out: unknown[] = [];
      for (const column of ['location', 'display_location', 'description']) out.push(...(await search.suggest(column, q, 30, false)));
      return out.slice(0, 10);
    },
  };
}

/** The full-text part, one per dialect. */
export interface SearchDialect {
  find(table: 'photos' | 'stories' | 'comments', q: string, limit: number): Promise<{ total: number; ids: number[] }>;
  suggest(column: string, q: string, limit: number, fromStart: boolean): Promise<unknown[]>;
  details(table: 'photos' | 'stories' | 'comments', ids: number[]): string;
}

/** The rows a result card shows (the API's search repository reads the same). */
export function detailsSql(table: 'photos' | 'stories' | 'comments', ids: number[], familyIds: number[]): string {
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
