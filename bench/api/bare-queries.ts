/** What the bare server needs from a database: one query call, answered as plain rows. */
export type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** A floor's answer to one scenario: its parameters come in the query string, as the API's do. */
export type Route = (params: URLSearchParams) => Promise<unknown>;
/** The floors' routes: the same reads as the API's, written straight in SQL, with nothing else around them. */
export type Routes = Record<string, Route>;

export interface BareContext {
  query: Query;
  /** The signed-in user (user 1) and their families. */
  userId: number;
  familyIds: number[];
  /** MariaDB (else SQLite), where the API's SQL differs. */
  mysql: boolean;
}

/** The columns a photo of a list shows (the API's PHOTO_FIELDS), as `p`. */
export const PHOTO_COLUMNS = [
  'id', 'family_id', 'uploaded_by', 'description', 'location', 'display_location', 'taken_date', 'upload_date', 'fuzzy_date_text',
  'date_range_start', 'date_range_end', 'taken_date_precision', 'date_certainty', 'sort_date', 'camera_info', 'camera_settings', 'has_gps',
  'gps_latitude', 'gps_longitude', 'gps_altitude', 'original_filename', 'mime_type', 'media_type', 'size_bytes', 'width', 'height',
  'thumbnail_status', 'duration_seconds', 'playback_status', 'playback_progress',
]
  .map((column) => `p.${column}`)
  .join(', ');
/** A photo outside the trash, as the API says it (photo-visibility.ts: the plus keeps the deleted_at index out). */
export const VISIBLE = '+p.deleted_at IS NULL';

export const numberParam = (params: URLSearchParams, name: string, fallback: number): number => Number(params.get(name) ?? fallback);
export const idsOf = (rows: Array<Record<string, unknown>>): number[] => rows.map((row) => Number(row.id));

/** What the API reads beside every list of photos (PhotoRelationsService): the reactions as the viewer sees them, and who is in each. */
export function relationsReader({ query, userId }: BareContext): (ids: number[]) => Promise<unknown> {
  return async (ids) => {
    if (ids.length === 0) return { reactions: [], people: [] };
    const list = ids.join(', ');
    const [reactions, people] = await Promise.all([
      query(
        `SELECT r.photo_id, r.kind, COUNT(*) AS count, MAX(CASE WHEN r.user_id = ? THEN 1 ELSE 0 END) AS mine FROM photo_reactions r
         WHERE r.photo_id IN (${list}) GROUP BY r.photo_id, r.kind`,
        [userId],
      ),
      query(
        `SELECT t.photo_id, t.person_id, t.tagged_by, t.region_x, t.region_y, t.region_width, t.region_height, pe.name, pe.birth_range_start,
                pe.birth_range_end, pe.birth_precision, pe.birth_certainty
         FROM photo_people t INNER JOIN people pe ON pe.id = t.person_id WHERE t.photo_id IN (${list}) ORDER BY pe.name_key ASC, pe.id ASC`,
        [],
      ),
    ]);
    return { reactions, people };
  };
}

/**
 * The photo lists (PhotosRepository, TimelineRepository, PeopleRepository): each page of ids read along its index,
 * then the rows of those ids, then their relations.
 */
export function photoRoutes(context: BareContext): Routes {
  const { query, familyIds } = context;
  const relations = relationsReader(context);
  const rowsById = async (ids: number[], withFamily: boolean) => {
    if (ids.length === 0) return [];
    const family = withFamily ? ', f.name AS f_name' : '';
    const join = withFamily ? ' INNER JOIN families f ON f.id = p.family_id' : '';
    const photos = await query(
      `SELECT ${PHOTO_COLUMNS}, u.id AS u_id, u.name AS u_name${family} FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by${join}
       WHERE p.id IN (${ids.join(', ')}) AND ${VISIBLE}`,
      [],
    );
    return { photos, relations: await relations(ids) };
  };
  return {
    // Page 1 straight from the (family_id, sort_date, id) range; a deeper page as a deferred join: the page's ids from
    // the index alone, past the offset, then only their rows.
    '/family-page': async (params) => {
      const family = numberParam(params, 'family', 1);
      const perPage = numberParam(params, 'per_page', 12);
      const offset = (numberParam(params, 'page', 1) - 1) * perPage;
      if (offset > 0) {
        const page = await query(
          `SELECT p.id FROM photos p WHERE p.family_id = ? AND ${VISIBLE} ORDER BY p.sort_date DESC, p.id DESC LIMIT ? OFFSET ?`,
          [family, perPage + 1, offset],
        );
        return rowsById(idsOf(page), false);
      }
      const photos = await query(
        `SELECT ${PHOTO_COLUMNS}, u.id AS u_id, u.name AS u_name FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by
         WHERE p.family_id = ? AND ${VISIBLE} ORDER BY p.sort_date DESC, p.id DESC LIMIT ? OFFSET 0`,
        [family, perPage + 1],
      );
      return { photos, relations: await relations(idsOf(photos)) };
    },
    // Each family's range read in order for at most a page (with `from`: from that day down, a keyset), merged.
    '/timeline': async (params) => {
      const perPage = numberParam(params, 'per_page', 20);
      const from = params.get('from');
      const since = from ? ' AND sort_date <= ?' : '';
      const ranges = familyIds.map(
        (_, i) => `SELECT * FROM (SELECT id, sort_date FROM photos WHERE family_id = ? AND deleted_at IS NULL${since} ORDER BY sort_date DESC, id DESC LIMIT ?) f${i}`,
      );
      const page = await query(`SELECT id FROM (${ranges.join(' UNION ALL ')}) t ORDER BY sort_date DESC, id DESC LIMIT ? OFFSET 0`, [
        ...familyIds.flatMap((id) => (from ? [id, `${from}T23:59:59`, perPage + 1] : [id, perPage + 1])),
        perPage + 1,
      ]);
      return rowsById(idsOf(page).slice(0, perPage), true);
    },
    // A person's photos oldest first: their tags in date order through (person_id, sort_date, photo_id), then the rows.
    '/person-page': async (params) => {
      const page = await query(
        `SELECT t.photo_id AS id FROM photo_people t INNER JOIN photos p ON p.id = t.photo_id
         WHERE t.person_id = ? AND ${VISIBLE} ORDER BY t.sort_date ASC, t.photo_id ASC LIMIT ? OFFSET 0`,
        [numberParam(params, 'person', 1), numberParam(params, 'per_page', 24) + 1],
      );
      return rowsById(idsOf(page), false);
    },
    // Recomputed on every call: one small range of the (month_day, family_id) index per family with each photo's year
    // (the answer counts every year's photos), the first page's rows, and the birthdays.
    '/on-this-day': async (params) => {
      const day = params.get('date') ?? '2024-12-25';
      const found = await query(
        `SELECT p.id, SUBSTR(p.sort_date, 1, 4) AS year FROM photos p
         WHERE p.month_day IN (?) AND p.family_id IN (${familyIds.join(', ')}) AND p.sort_date < ? AND ${VISIBLE}
         ORDER BY p.sort_date DESC, p.id DESC`,
        [day.slice(5), `${day.slice(0, 4)}-01-01`],
      );
      const perYear: Record<string, number> = {};
      for (const { year } of found as Array<{ year: string }>) perYear[year] = (perYear[year] ?? 0) + 1;
      const memories = await rowsById(idsOf(found).slice(0, numberParam(params, 'per_page', 24)), true);
      const birthdays = await query(
        `SELECT pe.*, u.id AS user_id, u.name AS user_name,
                (SELECT COUNT(*) FROM photo_people pc INNER JOIN photos pv ON pv.id = pc.photo_id WHERE pc.person_id = pe.id AND +pv.deleted_at IS NULL) AS photo_count
         FROM people pe LEFT JOIN family_members m ON m.id = pe.member_id LEFT JOIN users u ON u.id = m.user_id
         WHERE pe.birth_month_day IN (?) AND pe.family_id IN (${familyIds.join(', ')}) ORDER BY pe.name_key ASC, pe.id ASC`,
        [day.slice(5)],
      );
      return { memories, per_year: perYear, photo_count: found.length, birthdays };
    },
  };
}
