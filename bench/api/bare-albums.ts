import { BareContext, idsOf, numberParam, PHOTO_COLUMNS, relationsReader, Routes, VISIBLE } from './bare-queries';

/** An album's places whose photos are outside the trash, as `ap`, by the copies they keep (AlbumsRepository). */
const IN_ALBUM = 'FROM album_photos ap WHERE ap.album_id = a.id AND ap.deleted_at IS NULL';

/**
 * The albums and the trash (issue 15), as AlbumsRepository and TrashRepository read them: a family's albums with
 * their counts, dates and covers in one statement; an album's page in date order through its photos' keys; the
 * trash newest first along the family's trash index (on MariaDB keyed by the virtual trashed_family_id).
 */
export function albumRoutes(context: BareContext): Routes {
  const { query } = context;
  const relations = relationsReader(context);
  return {
    // A page of them, newest first, and how many there are in all.
    '/albums': async (params) => {
      const family = numberParam(params, 'family', 1);
      const albums = await query(
        `SELECT a.id, a.family_id, a.name, a.description, a.cover_photo_id, a.created_by, u.name AS creator_name,
                (SELECT COUNT(*) ${IN_ALBUM}) AS photo_count,
                (SELECT MIN(ap.sort_date) ${IN_ALBUM}) AS date_start,
                (SELECT MAX(ap.sort_date) ${IN_ALBUM}) AS date_end,
                COALESCE((SELECT ap.photo_id ${IN_ALBUM} AND ap.photo_id = a.cover_photo_id), (SELECT ap.photo_id ${IN_ALBUM} ORDER BY ap.sort_date DESC, ap.photo_id DESC LIMIT 1)) AS shown_cover_id
         FROM albums a LEFT JOIN users u ON u.id = a.created_by WHERE a.family_id = ? ORDER BY a.id DESC LIMIT ? OFFSET 0`,
        [family, numberParam(params, 'per_page', 24) + 1],
      );
      const [{ n }] = await query('SELECT COUNT(*) AS n FROM albums WHERE family_id = ?', [family]);
      return { albums, album_count: Number(n) };
    },
    '/album-page': async (params) => {
      const photos = await query(
        `SELECT ${PHOTO_COLUMNS}, u.id AS u_id, u.name AS u_name FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by
         INNER JOIN album_photos ap ON ap.photo_id = p.id WHERE ap.album_id = ? AND ${VISIBLE} ORDER BY p.sort_date ASC, p.id ASC LIMIT ? OFFSET 0`,
        [numberParam(params, 'album', 1), numberParam(params, 'per_page', 24) + 1],
      );
      return { photos, relations: await relations(idsOf(photos)) };
    },
    // The bench user is family 1's admin, who sees every trashed photo (a member sees their own).
    '/trash': (params) =>
      query(
        `SELECT ${PHOTO_COLUMNS}, u.id AS u_id, u.name AS u_name, p.deleted_at, d.id AS d_id, d.name AS d_name
         FROM photos p LEFT JOIN users u ON u.id = p.uploaded_by LEFT JOIN users d ON d.id = p.deleted_by
         WHERE p.${context.mysql ? 'trashed_family_id' : 'family_id'} = ? AND p.deleted_at IS NOT NULL ORDER BY p.deleted_at DESC, p.id DESC LIMIT ? OFFSET 0`,
        [numberParam(params, 'family', 1), numberParam(params, 'per_page', 24) + 1],
      ),
  };
}
