import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { Photo } from '../entities';
import { startBound, startCondition } from './list-start';
import { ListedPhoto } from './photo-row';
import { VISIBLE_PHOTO, visiblePhoto } from './photo-visibility';
import { PhotosByIds } from './photos-by-ids';
import { SortOrder } from './photos.repository';

interface IdRow {
  id: number | string;
}

/** Photo queries across several families; each one reads the (family_id, sort_date, id) or (month_day, family_id) index. */
@Injectable()
export class TimelineRepository {
  private readonly byIds: PhotosByIds;

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {
    this.byIds = new PhotosByIds(photos, true);
  }

  /**
   * The ids of one page across families, in (sort_date, id) order, starting at the day `from` when given
   * (list-start.ts). Each family's index range is read in order (from that day on) for at most offset + limit
   * entries, and only those are merged: no sort of every photo of every family.
   */
  async getPageIds(familyIds: number[], order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<number[]> {
    if (familyIds.length === 0) return [];
    const { sql, parameters } = this.pageIdsQuery(familyIds, order, offset, limit, from);
    const rows: IdRow[] = await this.photos.query(sql, parameters);
    return rows.map((row) => Number(row.id));
  }

  /** The statement of getPageIds (the tests read its plan). */
  pageIdsQuery(familyIds: number[], order: SortOrder, offset: number, limit: number, from: string | null): { sql: string; parameters: unknown[] } {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const orderBy = `ORDER BY sort_date ${direction}, id ${direction}`;
    const start = from === null ? '' : ` AND ${startCondition('sort_date', order)}`;
    const ranges = familyIds.map((_, i) => `SELECT * FROM (SELECT id, sort_date FROM photos WHERE family_id = ? AND ${VISIBLE_PHOTO}${start} ${orderBy} LIMIT ?) f${i}`);
    const range = (familyId: number) => (from === null ? [familyId, offset + limit] : [familyId, startBound(order, from), offset + limit]);
    return {
      sql: `SELECT id FROM (${ranges.join(' UNION ALL ')}) t ${orderBy} LIMIT ? OFFSET ?`,
      parameters: [...familyIds.flatMap(range), limit, offset],
    };
  }

  /** The photos with their uploader and family, in the order of `ids`. */
  getByIds(ids: number[]): Promise<ListedPhoto[]> {
    return this.byIds.read(ids);
  }

  /** Photos per decade of where their date starts ('198' of sort_date '1985-…'), along the (family_id, sort_date) index. */
  async countByDecade(familyIds: number[]): Promise<Array<{ decade: number; count: number }>> {
    if (familyIds.length === 0) return [];
    const rows: Array<{ decade: string; count: number | string }> = await this.photos
      .createQueryBuilder('p')
      .select('SUBSTR(p.sort_date, 1, 3)', 'decade')
      .addSelect('COUNT(*)', 'count')
      .where('p.family_id IN (:...familyIds)', { familyIds })
      .andWhere(visiblePhoto('p'))
      .groupBy('SUBSTR(p.sort_date, 1, 3)')
      .orderBy('decade', 'ASC')
      .getRawMany();
    return rows.map((row) => ({ decade: Number(row.decade) * 10, count: Number(row.count) }));
  }

  /** Ids of the photos of these calendar days ('MM-DD') dated before `before` ('YYYY-…'), newest first. */
  async getOnDayIds(familyIds: number[], monthDays: string[], before: string): Promise<number[]> {
    if (familyIds.length === 0) return [];
    const rows: IdRow[] = await this.onDayQuery(familyIds, monthDays, before).getRawMany();
    return rows.map((row) => Number(row.id));
  }

  /** One small range of the (month_day, family_id) index per day and family (the tests read its plan). */
  onDayQuery(familyIds: number[], monthDays: string[], before: string): SelectQueryBuilder<Photo> {
    return this.photos
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where('p.month_day IN (:...monthDays)', { monthDays })
      .andWhere('p.family_id IN (:...familyIds)', { familyIds })
      .andWhere('p.sort_date < :before', { before })
      .andWhere(visiblePhoto('p'))
      .orderBy('p.sort_date', 'DESC')
      .addOrderBy('p.id', 'DESC');
  }
}
