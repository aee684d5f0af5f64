import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { dialectOf } from '../dialect';
import { ActivityItem, ActivityPhoto, ActivityTypeName } from '../entities';
import { lockForUpdate } from '../query/lock-for-update';
import { toInstant } from '../query/raw-values';
import { instantParam, ListCursor, visiblePhoto } from '../query/visible-photos';
import { ACTIVITY_EXCERPT, excerpt } from './activity-excerpt';

/** Consecutive uploads by one person within this long of the group's first make one photos_added item. */
export const PHOTO_GROUP_MS = 60 * 60 * 1000;
/** The photos an item names (thumbnails of "Ada added 12 photos"). */
export const ACTIVITY_PHOTOS_SHOWN = 6;
/** The most candidates one step of a page reads, however many of the ones before the filter dropped. */
const MAX_CANDIDATES = 500;

export type NewActivity = Pick<ActivityItem, 'familyId' | 'type' | 'actorId'> & Partial<Pick<ActivityItem, 'photoId' | 'storyId' | 'commentId'>>;

export interface ActivityRow {
  id: number;
  type: ActivityTypeName;
  actor: { id: number; name: string };
  family: { id: number; name: string };
  createdAt: Date;
  count: number;
  photos: ShownPhoto[];
  text: string | null;
}

/** A photo an item shows: its id, and its derivatives' version (its thumbnail's URL). */
export interface ShownPhoto {
  id: number;
  derivativesVersion: string | null;
}

interface RawItem {
  id: number | string;
  type: ActivityTypeName;
  actor_id: number | string;
  actor_name: string;
  family_id: number | string;
  family_name: string;
  photo_id: number | string | null;
  photo_version: string | null;
  created_at: Date | string;
  story_text: string | null;
  comment_text: string | null;
}

/** A family's activity feed: written as things happen, read newest first across the reader's families. */
@Injectable()
export class ActivityRepository {
  constructor(
    @InjectRepository(ActivityItem) private readonly items: Repository<ActivityItem>,
    private readonly dataSource: DataSource,
  ) {}

  /** Its time is set here: the ORM's own default for a created column drops the milliseconds on SQLite. */
  async add(item: NewActivity, now = new Date()): Promise<void> {
    await this.items.insert({ ...item, createdAt: now });
  }

  /**
   * A photo joins its uploader's photos_added item when that item is the family's latest photos_added one and began
   * less than an hour before; otherwise it starts a new one. Joining, the common case of an upload, is one statement;
   * starting one is a transaction in which the family's latest item is locked on MariaDB, so two uploads at once do
   * not both start one.
   */
  async addPhoto(familyId: number, actorId: number, photoId: number, now = new Date()): Promise<void> {
    if (await this.joinLatestGroup(familyId, actorId, photoId, now)) return;
    await this.items.manager.transaction(async (manager) => {
      const latest = await lockForUpdate(
        manager
          .createQueryBuilder(ActivityItem, 'a')
          .where('a.familyId = :familyId AND a.type = :type', { familyId, type: 'photos_added' })
          .orderBy('a.createdAt', 'DESC')
          .addOrderBy('a.id', 'DESC')
          .limit(1),
      ).getOne();
      let activityId: number;
      if (latest && latest.actorId === actorId && now.getTime() - latest.createdAt.getTime() < PHOTO_GROUP_MS) activityId = latest.id;
      else activityId = Number((await manager.insert(ActivityItem, { familyId, type: 'photos_added', actorId, createdAt: now })).identifiers[0].id);
      await manager.insert(ActivityPhoto, { activityId, photoId });
    });
  }

  /**
   * The photo into the family's latest photos_added item if that is the uploader's and began less than
   * PHOTO_GROUP_MS before `now`; false when there is no such item. One INSERT … SELECT: MariaDB locks the rows it
   * reads and SQLite runs one writer at a time, so no other upload slips a newer item in between.
   */
  private async joinLatestGroup(familyId: number, actorId: number, photoId: number, now: Date): Promise<boolean> {
    const since = instantParam(dialectOf(this.dataSource), new Date(now.getTime() - PHOTO_GROUP_MS));
    const runner = this.dataSource.createQueryRunner();
    try {
      const { affected } = await runner.query(
        `INSERT INTO activity_photos (activity_id, photo_id)
         SELECT latest.id, ? FROM (
           SELECT id, actor_id, created_at FROM activity WHERE family_id = ? AND type = 'photos_added' ORDER BY created_at DESC, id DESC LIMIT 1
         ) latest
         WHERE latest.actor_id = ? AND latest.created_at > ?`,
        [photoId, familyId, actorId, since],
        true,
      );
      return Boolean(affected);
    } finally {
      await runner.release();
    }
  }

  /**
   * One page newest first across the families, from the cursor: only items whose photo is still visible, and
   * photos_added items with at least one visible photo left (their count is of those).
   *
   * Read in two steps so that the cost is the page's, not the families': the newest items after the cursor come from
   * each family's (family_id, created_at, id) index range (an IN list over the families would sort all their items),
   * then only those candidates are joined and filtered. Items the filter drops (a trashed photo) are made up for by
   * the next candidates, in growing batches.
   */
  async getPage(familyIds: number[], before: ListCursor | null, limit: number): Promise<ActivityRow[]> {
    if (familyIds.length === 0) return [];
    const rows: RawItem[] = [];
    let from = before;
    for (let batch = limit; rows.length < limit; batch = Math.min(batch * 2, MAX_CANDIDATES)) {
      const candidates = await this.newestAfter(familyIds, from, batch);
      if (candidates.length === 0) break;
      rows.push(...(await this.shownOf(candidates.map((candidate) => candidate.id))));
      if (candidates.length < batch) break;
      from = candidates[candidates.length - 1];
    }
    rows.splice(limit);
    const groups = await this.groupPhotos(rows.filter((row) => row.type === 'photos_added').map((row) => Number(row.id)));
    return rows.map((row) => {
      const id = Number(row.id);
      const group = groups.get(id);
      const text = row.story_text ?? row.comment_text;
      return {
        id,
        type: row.type,
        actor: { id: Number(row.actor_id), name: row.actor_name },
        family: { id: Number(row.family_id), name: row.family_name },
        createdAt: toInstant(row.created_at),
        count: group?.count ?? 1,
        photos: group?.photos ?? (row.photo_id === null ? [] : [{ id: Number(row.photo_id), derivativesVersion: row.photo_version }]),
        text: text === null ? null : excerpt(text),
      };
    });
  }

  /** The newest `limit` items after the cursor across the families: each family's index range, merged. */
  private async newestAfter(familyIds: number[], before: ListCursor | null, limit: number): Promise<ListCursor[]> {
    const at = before && instantParam(dialectOf(this.dataSource), before.createdAt);
    const cursor = before ? ' AND (created_at < ? OR (created_at = ? AND id < ?))' : '';
    const ranges = familyIds.map(
      (_, i) => `SELECT * FROM (SELECT id, created_at FROM activity WHERE family_id = ?${cursor} ORDER BY created_at DESC, id DESC LIMIT ?) f${i}`,
    );
    const parameters = familyIds.flatMap((familyId) => (before ? [familyId, at, at, before.id, limit] : [familyId, limit]));
    const rows: Array<{ id: number | string; created_at: Date | string }> = await this.dataSource.query(
      `SELECT id, created_at FROM (${ranges.join(' UNION ALL ')}) newest ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...parameters, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), createdAt: toInstant(row.created_at) }));
  }

  /** Those of the items the feed may show, with what it shows of them, newest first. */
  private shownOf(ids: number[]): Promise<RawItem[]> {
    return this.dataSource.query(
      `SELECT a.id, a.type, a.actor_id, u.name AS actor_name, a.family_id, f.name AS family_name, a.photo_id, p.derivatives_version AS photo_version, a.created_at,
              SUBSTR(s.content, 1, ${ACTIVITY_EXCERPT + 1}) AS story_text, SUBSTR(c.content, 1, ${ACTIVITY_EXCERPT + 1}) AS comment_text
       FROM activity a
       INNER JOIN users u ON u.id = a.actor_id
       INNER JOIN families f ON f.id = a.family_id
       LEFT JOIN photos p ON p.id = a.photo_id
       LEFT JOIN stories s ON s.id = a.story_id
       LEFT JOIN comments c ON c.id = a.comment_id
       WHERE a.id IN (${ids.map(() => '?').join(', ')})
         AND (a.photo_id IS NULL OR ${visiblePhoto('p')})
         AND (a.type <> 'photos_added' OR EXISTS (
           SELECT 1 FROM activity_photos ap INNER JOIN photos gp ON gp.id = ap.photo_id WHERE ap.activity_id = a.id AND ${visiblePhoto('gp')}))
       ORDER BY a.created_at DESC, a.id DESC`,
      ids,
    );
  }

  /** The visible photos of photos_added items: how many, and the newest six with their versions, in one statement. */
  private async groupPhotos(activityIds: number[]): Promise<Map<number, { count: number; photos: ShownPhoto[] }>> {
    const groups = new Map<number, { count: number; photos: ShownPhoto[] }>();
    if (activityIds.length === 0) return groups;
    const rows: Array<{ activity_id: number | string; photo_id: number | string; photo_version: string | null; total: number | string }> = await this.dataSource.query(
      groupedPhotosSql(activityIds.length),
      activityIds,
    );
    for (const row of rows) {
      const id = Number(row.activity_id);
      const group = groups.get(id) ?? { count: Number(row.total), photos: [] };
      group.photos.push({ id: Number(row.photo_id), derivativesVersion: row.photo_version });
      groups.set(id, group);
    }
    return groups;
  }
}

/**
 * The visible photos of `count` photos_added items (their ids the parameters): how many, and the newest six. Read
 * from the items' keys in activity_photos (the tests read its plan).
 */
export const groupedPhotosSql = (count: number): string =>
  `SELECT activity_id, photo_id, photo_version, total FROM (
     SELECT ap.activity_id, ap.photo_id, gp.derivatives_version AS photo_version,
            ROW_NUMBER() OVER (PARTITION BY ap.activity_id ORDER BY ap.photo_id DESC) AS position,
            COUNT(*) OVER (PARTITION BY ap.activity_id) AS total
     FROM activity_photos ap INNER JOIN photos gp ON gp.id = ap.photo_id
     WHERE ap.activity_id IN (${new Array<string>(count).fill('?').join(', ')}) AND ${visiblePhoto('gp')}
   ) shown WHERE position <= ${ACTIVITY_PHOTOS_SHOWN} ORDER BY activity_id, position`;
