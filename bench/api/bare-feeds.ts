import { BareContext, numberParam, Routes } from './bare-queries';

/**
 * The notifications page and the activity feeds, as the API reads them (NotificationsRepository, ActivityRepository):
 * a page newest first from the (user_id | family_id, created_at, id) index (for the feeds, the newest ids of each
 * family's range merged, then only those joined), with what the page shows joined, and the unread count beside the
 * notifications.
 */
export function feedRoutes({ query, userId, familyIds, mysql }: BareContext): Routes {
  const activityPage = async (families: number[], limit: number) => {
    const ranges = families.map(
      (_, i) => `SELECT * FROM (SELECT id, created_at FROM activity WHERE family_id = ? ORDER BY created_at DESC, id DESC LIMIT ?) f${i}`,
    );
    const newest = await query(`SELECT id FROM (${ranges.join(' UNION ALL ')}) newest ORDER BY created_at DESC, id DESC LIMIT ?`, [
      ...families.flatMap((id) => [id, limit + 1]),
      limit + 1,
    ]);
    const items =
      newest.length === 0
        ? []
        : await query(
            `SELECT a.id, a.type, a.actor_id, u.name AS actor_name, a.family_id, f.name AS family_name, a.photo_id, a.created_at,
                    SUBSTR(s.content, 1, 141) AS story_text, SUBSTR(c.content, 1, 141) AS comment_text
             FROM activity a INNER JOIN users u ON u.id = a.actor_id INNER JOIN families f ON f.id = a.family_id
             LEFT JOIN photos p ON p.id = a.photo_id LEFT JOIN stories s ON s.id = a.story_id LEFT JOIN comments c ON c.id = a.comment_id
             WHERE a.id IN (${newest.map((row) => Number(row.id)).join(', ')}) AND (a.photo_id IS NULL OR (p.id IS NOT NULL AND p.deleted_at IS NULL))
               AND (a.type <> 'photos_added' OR EXISTS (
                 SELECT 1 FROM activity_photos ap INNER JOIN photos gp ON gp.id = ap.photo_id WHERE ap.activity_id = a.id AND gp.deleted_at IS NULL))
             ORDER BY a.created_at DESC, a.id DESC`,
            [],
          );
    const groups = items.filter((item) => item.type === 'photos_added').map((item) => Number(item.id));
    const photos =
      groups.length === 0
        ? []
        : await query(
            `SELECT activity_id, photo_id, total FROM (
               SELECT ap.activity_id, ap.photo_id, ROW_NUMBER() OVER (PARTITION BY ap.activity_id ORDER BY ap.photo_id DESC) AS position,
                      COUNT(*) OVER (PARTITION BY ap.activity_id) AS total
               FROM activity_photos ap INNER JOIN photos gp ON gp.id = ap.photo_id
               WHERE ap.activity_id IN (${groups.join(', ')}) AND +gp.deleted_at IS NULL
             ) shown WHERE position <= 6 ORDER BY activity_id, position`,
            [],
          );
    return { items, photos };
  };
  return {
    '/notifications': async (params) => {
      const shown = `FROM notifications n INNER JOIN family_members m ON m.family_id = n.family_id AND m.user_id = n.user_id`;
      const visible = `LEFT JOIN photos p ON p.id = n.photo_id WHERE n.user_id = ? AND (n.photo_id IS NULL OR (p.id IS NOT NULL AND p.deleted_at IS NULL))`;
      const notifications = await query(
        `SELECT n.id, n.type, n.actor_id, a.name AS actor_name, n.family_id, f.name AS family_name, n.photo_id, n.text, n.count, n.created_at, n.read_at
         ${shown} INNER JOIN users a ON a.id = n.actor_id INNER JOIN families f ON f.id = n.family_id ${visible}
         ORDER BY n.created_at DESC, n.id DESC LIMIT ?`,
        [userId, numberParam(params, 'limit', 20) + 1],
      );
      // Counted up to 100, the user's unread ones read first (NotificationsRepository.countUnread).
      const [unread] = await query(
        `SELECT COUNT(*) AS unread FROM (SELECT ${mysql ? 'STRAIGHT_JOIN ' : ''}n.id ${shown} ${visible} AND n.read_at IS NULL LIMIT 100) counted`,
        [userId],
      );
      return { notifications, unread };
    },
    '/activity': (params) => activityPage(familyIds, numberParam(params, 'limit', 20)),
    '/family-activity': (params) => activityPage([numberParam(params, 'family', 1)], numberParam(params, 'limit', 20)),
  };
}
