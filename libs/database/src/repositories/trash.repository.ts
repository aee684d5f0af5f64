import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, LessThan, MoreThan, Not, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { dialectOf } from '../dialect';
import { Photo } from '../entities';
import { TRASHED_FAMILY_COLUMN } from '../migrations/1765820000000-family-trash-index-mysql';
import { PLACEHOLDER, sqlOf } from '../query/raw-row-reader';
import { renewFamilySearchVersionSql } from '../search/search-versions.schema';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { StaleSelectionError, TRASHED_PHOTO, trashedPhoto, VISIBLE_PHOTO_WHERE } from './photo-visibility';

/** A photo of a family's trash, as its list shows it: when it went, and who moved it there (null once their account is gone). */
export interface TrashedPhoto extends ListedPhoto {
  deletedAt: Date;
  deleter: { id: number; name: string } | null;
}

/** What a purge needs of a trashed photo: its family (for the search version), its name (the audit trail) and its files' keys. */
export type PurgedPhoto = Pick<Photo, 'id' | 'familyId' | 'originalFilename' | 'originalKey' | 'thumbnailKey' | 'previewKey' | 'playbackKey'>;

const PURGED_COLUMNS = { id: true, familyId: true, originalFilename: true, originalKey: true, thumbnailKey: true, previewKey: true, playbackKey: true } as const;
const TRASHED = { deletedAt: Not(IsNull()) };

/**
 * The trash (issue 15): moving a photo in and out of it, its list, and deleting trashed photos for good. A trashed
 * photo is one with deleted_at set (photo-visibility.ts); its stories and comments stay with it. Moving in or out
 * renews the family's search version: the search triggers watch texts, which do not change.
 */
@Injectable()
export class TrashRepository {
  private readonly rows: PhotoRowReader;
  /** getPage's statements, built once: the family's whole trash (an admin's list), and one member's uploads in it. */
  private readonly pageSql: { everyone: string; uploader: string };

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {
    this.rows = new PhotoRowReader(photos);
    const sql = (uploadedBy: typeof PLACEHOLDER | null) => `${sqlOf(this.pageQuery(PLACEHOLDER, uploadedBy), uploadedBy === null ? 1 : 2)} LIMIT ? OFFSET ?`;
    this.pageSql = { everyone: sql(null), uploader: sql(PLACEHOLDER) };
  }

  /** False when the photo was not there to move (gone, or in the trash already). */
  moveToTrash(id: number, deletedBy: number, at: Date): Promise<boolean> {
    return this.photos.manager.transaction(async (manager) => {
      const { affected } = await manager.update(Photo, { ...VISIBLE_PHOTO_WHERE, id }, { deletedAt: at, deletedBy });
      if (affected) await this.renewSearchVersion(manager, id);
      return Boolean(affected);
    });
  }

  /**
   * All of the family's photos named, or none (StaleSelectionError, rolled back): one went to the trash or left the
   * family since they were chosen.
   */
  moveManyToTrash(familyId: number, ids: readonly number[], deletedBy: number, at: Date): Promise<void> {
    return this.photos.manager.transaction(async (manager) => {
      const { affected } = await manager.update(Photo, { ...VISIBLE_PHOTO_WHERE, familyId, id: In([...ids]) }, { deletedAt: at, deletedBy });
      if (affected !== ids.length) throw new StaleSelectionError();
      await manager.query(renewFamilySearchVersionSql(dialectOf(manager.connection) === 'mysql'), [familyId]);
    });
  }

  /** Back as it was, with its stories and comments; false when it was not in the trash. */
  restore(id: number): Promise<boolean> {
    return this.photos.manager.transaction(async (manager) => {
      const { affected } = await manager.update(Photo, { ...TRASHED, id }, { deletedAt: null, deletedBy: null });
      if (affected) await this.renewSearchVersion(manager, id);
      return Boolean(affected);
    });
  }

  /**
   * A page of the family's trash, most recently deleted first (the deleted_at index, few rows); with `uploadedBy`,
   * only that member's photos. Ask for one more than the page to learn whether another follows.
   */
  async getPage(familyId: number, uploadedBy: number | null, offset: number, limit: number): Promise<TrashedPhoto[]> {
    const rows: ObjectLiteral[] =
      uploadedBy === null
        ? await this.photos.query(this.pageSql.everyone, [familyId, limit, offset])
        : await this.photos.query(this.pageSql.uploader, [familyId, uploadedBy, limit, offset]);
    const { driver } = this.photos.manager.connection;
    const deletedAt = this.photos.metadata.findColumnWithPropertyName('deletedAt')!;
    // Object.assign on the row's fresh object: a spread copies its thirty fields the slow way (photo.response.ts).
    return rows.map((row) =>
      Object.assign(this.rows.read(row), {
        deletedAt: driver.prepareHydratedValue(row.p_deleted_at, deletedAt) as Date,
        deleter: row.d_id === null || row.d_id === undefined ? null : { id: Number(row.d_id), name: String(row.d_name) },
      }),
    );
  }

  /**
   * A trash page's query, without its window: a range of the family's trash index (IDX_photos_family_trash), which
   * MariaDB/MySQL keys by a virtual column that only a trashed photo gives a value (migration 1765820000000).
   */
  private pageQuery(familyId: number | typeof PLACEHOLDER, uploadedBy: number | typeof PLACEHOLDER | null): SelectQueryBuilder<Photo> {
    const family = dialectOf(this.photos.manager.connection) === 'mysql' ? `p.${TRASHED_FAMILY_COLUMN}` : 'p.familyId';
    const query = this.rows
      .query()
      .addSelect(['p.deletedAt', 'd.id', 'd.name'])
      .leftJoin('users', 'd', 'd.id = p.deleted_by')
      .where(`${family} = :familyId`, { familyId })
      .andWhere(trashedPhoto('p'));
    if (uploadedBy !== null) query.andWhere('p.uploadedBy = :uploadedBy', { uploadedBy });
    return query.orderBy('p.deletedAt', 'DESC').addOrderBy('p.id', 'DESC');
  }

  /** The trashed photo (with the columns its files are read from), or null when it is not in the trash. */
  getTrashed(id: number): Promise<Photo | null> {
    return this.photos.findOne({ where: { ...TRASHED, id } });
  }

  /** Ids of the family's trashed photos, `limit` at a time after `afterId`. */
  async getFamilyTrashIds(familyId: number, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.photos.find({ select: { id: true }, where: { ...TRASHED, familyId, id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
    return rows.map((row) => row.id);
  }

  /** Ids of the photos trashed before `before` (TRASH_DAYS ago), `limit` of them: a range of the deleted_at index. */
  async getTrashedBefore(before: Date, limit: number): Promise<number[]> {
    const rows = await this.photos.find({ select: { id: true }, where: { deletedAt: LessThan(before) }, order: { deletedAt: 'ASC', id: 'ASC' }, take: limit });
    return rows.map((row) => row.id);
  }

  /**
   * Deletes for good those of `ids` still in the trash, with their stories and comments (foreign keys, in the same
   * statement); answers what was deleted, whose files are then for the caller to remove. Rows first: a photo restored
   * meanwhile is left alone (the DELETE asks for the trash again, and what is still there after it is not reported),
   * and one purged twice is purged once. One DELETE, no transaction held across round trips: the purge also runs at
   * a process's start, beside the other sweeps, on SQLite's one connection.
   */
  async purge(ids: readonly number[]): Promise<PurgedPhoto[]> {
    if (ids.length === 0) return [];
    const found: PurgedPhoto[] = await this.photos.find({ select: PURGED_COLUMNS, where: { ...TRASHED, id: In([...ids]) } });
    if (found.length === 0) return [];
    const foundIds = found.map((photo) => photo.id);
    await this.photos.createQueryBuilder().delete().from(Photo).where('id IN (:...ids)', { ids: foundIds }).andWhere(TRASHED_PHOTO).execute();
    const left = new Set((await this.photos.find({ select: { id: true }, where: { id: In(foundIds) } })).map((photo) => photo.id));
    return found.filter((photo) => !left.has(photo.id));
  }

  private async renewSearchVersion(manager: EntityManager, photoId: number): Promise<void> {
    const photo = await manager.findOne(Photo, { select: { id: true, familyId: true }, where: { id: photoId } });
    if (photo) await manager.query(renewFamilySearchVersionSql(dialectOf(manager.connection) === 'mysql'), [photo.familyId]);
  }
}

