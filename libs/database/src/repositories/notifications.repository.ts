import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dialectOf } from '../dialect';
import { NotificationTypeName } from '../entities';
import { instantParam, ListCursor, visiblePhoto } from '../query/visible-photos';
import { toInstant } from '../query/raw-values';

/** A notification to write; `groupKey` set: it joins the recipient's unread one of that key instead (count + 1). */
export interface NewNotification {
  userId: number;
  familyId: number;
  type: NotificationTypeName;
  actorId: number;
  photoId: number | null;
  text: string | null;
  groupKey: string | null;
}

export interface NotificationRow {
  id: number;
  type: NotificationTypeName;
  actor: { id: number; name: string };
  family: { id: number; name: string };
  photoId: number | null;
  text: string | null;
  count: number;
  createdAt: Date;
  readAt: Date | null;
}

interface RawRow {
  id: number | string;
  type: NotificationTypeName;
  actor_id: number | string;
  actor_name: string;
  family_id: number | string;
  family_name: string;
  photo_id: number | string | null;
  text: string | null;
  count: number | string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = ['user_id', 'family_id', 'type', 'actor_id', 'photo_id', 'text', 'count', 'group_key', 'created_at'];

/**
 * What a person's notification list may show: the families they are still a member of (one who left sees nothing of
 * it any more) and photos still visible. Shared by the page and the unread count, so the two always agree.
 */
const shown = (joins = ''): string => `
  FROM notifications n
  INNER JOIN family_members m ON m.family_id = n.family_id AND m.user_id = n.user_id ${joins}
  LEFT JOIN photos p ON p.id = n.photo_id
  WHERE n.user_id = ? AND (n.photo_id IS NULL OR ${visiblePhoto('p')})`;

/** How far unread notifications are counted (NotificationPageResponse.unread_count). */
export const UNREAD_COUNT_CAP = 100;

/** Per-recipient notifications: grouped ones are one upsert on (user_id, group_key), which is unique while unread. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes them all in one statement. A grouped one whose recipient has an unread one of the same key updates that
   * instead: one more, the latest actor, photo and text, and the time of the latest event (it rises to the top).
   */
  async add(notifications: NewNotification[], now = new Date()): Promise<void> {
    if (notifications.length === 0) return;
    const dialect = dialectOf(this.dataSource);
    const at = instantParam(dialect, now);
    const values = notifications.map(() => `(${COLUMNS.map(() => '?').join(', ')})`).join(', ');
    const parameters = notifications.flatMap((n) => [n.userId, n.familyId, n.type, n.actorId, n.photoId, n.text, 1, n.groupKey, at]);
    const upsert =
      dialect === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE count = count + 1, actor_id = VALUES(actor_id), photo_id = VALUES(photo_id), text = VALUES(text), created_at = VALUES(created_at)'
        : 'ON CONFLICT (user_id, group_key) DO UPDATE SET count = notifications.count + 1, actor_id = excluded.actor_id, photo_id = excluded.photo_id, text = excluded.text, created_at = excluded.created_at';
    await this.dataSource.query(`INSERT INTO notifications (${COLUMNS.join(', ')}) VALUES ${values} ${upsert}`, parameters);
  }

  /** One page, newest first: the (user_id, created_at, id) index read backwards from the cursor. */
  async getPage(userId: number, options: { unreadOnly: boolean; before: ListCursor | null; limit: number }): Promise<NotificationRow[]> {
    const dialect = dialectOf(this.dataSource);
    const parameters: unknown[] = [userId];
    let where = '';
    if (options.unreadOnly) where += ' AND n.read_at IS NULL';
    if (options.before) {
      const at = instantParam(dialect, options.before.createdAt);
      where += ' AND (n.created_at < ? OR (n.created_at = ? AND n.id < ?))';
      parameters.push(at, at, options.before.id);
    }
    parameters.push(options.limit);
    const rows: RawRow[] = await this.dataSource.query(
      `SELECT n.id, n.type, n.actor_id, a.name AS actor_name, n.family_id, f.name AS family_name, n.photo_id, n.text, n.count, n.created_at, n.read_at
       ${shown('INNER JOIN users a ON a.id = n.actor_id INNER JOIN families f ON f.id = n.family_id')}${where}
       ORDER BY n.created_at DESC, n.id DESC LIMIT ?`,
      parameters,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      actor: { id: Number(row.actor_id), name: row.actor_name },
      family: { id: Number(row.family_id), name: row.family_name },
      photoId: row.photo_id === null ? null : Number(row.photo_id),
      text: row.text,
      count: Number(row.count),
      createdAt: toInstant(row.created_at),
      readAt: row.read_at === null ? null : toInstant(row.read_at),
    }));
  }

  /**
   * The unread ones, counted up to UNREAD_COUNT_CAP: the bell shows "99+" past 99, and counting every unread one of
   * someone who never reads them cost as much as they hold (3 ms per request at a million photos, growing; 1.5 ms
   * still when counting up to 1,000). The user's unread ones are read first, as written: at a million photos MariaDB
   * chose to start from the user's families and filter their notifications by a list of every unread one of the
   * user's, built whole on each request (3,697 index entries read for a count of 100; 198 in this order).
   */
  async countUnread(userId: number): Promise<number> {
    const inWrittenOrder = dialectOf(this.dataSource) === 'mysql' ? 'STRAIGHT_JOIN ' : '';
    const [row]: Array<{ unread: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS unread FROM (SELECT ${inWrittenOrder}n.id ${shown()} AND n.read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}) counted`,
      [userId],
    );
    return Number(row.unread);
  }

  /** Marks the user's unread ones read (those of `ids` only, when given; others' ids change nothing) and closes their groups. */
  async markRead(userId: number, ids: number[] | undefined, now = new Date()): Promise<void> {
    const at = instantParam(dialectOf(this.dataSource), now);
    const only = ids ? ` AND id IN (${ids.map(() => '?').join(', ')})` : '';
    await this.dataSource.query(`UPDATE notifications SET read_at = ?, group_key = NULL WHERE user_id = ? AND read_at IS NULL${only}`, [at, userId, ...(ids ?? [])]);
  }

  /**
   * Who of a family may be told: its members among `userIds` (all of them when absent), admins only when asked,
   * never `exceptUserId` (the actor).
   */
  async recipients(familyId: number, options: { userIds?: number[]; adminsOnly?: boolean; exceptUserId: number }): Promise<number[]> {
    if (options.userIds?.length === 0) return [];
    const parameters: unknown[] = [familyId, options.exceptUserId];
    let where = '';
    if (options.adminsOnly) where += " AND role = 'admin'";
    if (options.userIds) {
      where += ` AND user_id IN (${options.userIds.map(() => '?').join(', ')})`;
      parameters.push(...options.userIds);
    }
    const rows: Array<{ user_id: number | string }> = await this.dataSource.query(`SELECT user_id FROM family_members WHERE family_id = ? AND user_id <> ?${where} ORDER BY user_id`, parameters);
    return rows.map((row) => Number(row.user_id));
  }
}
