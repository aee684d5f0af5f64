import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Photo } from '../entities';
import { inIdOrder } from '../query/in-id-order';
import { sqlOf } from '../query/raw-row-reader';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { VISIBLE_PHOTO, visiblePhoto } from './photo-visibility';
import { SortOrder } from './photos.repository';

/** The largest count of ids whose SQL is kept (a timeline page has up to 100 photos, a day of memories a few hundred). */
const BY_IDS_CACHED = 500;

interface IdRow {
  id: number | string;
}

/** Photo queries across several families; each one reads the (family_id, sort_date, id) or (month_day, family_id) index. */
@Injectable()
export class TimelineRepository {
  private readonly rows: PhotoRowReader;
  /** The listed photos' SELECT … FROM … JOIN, built once; each call adds its own `WHERE p.id IN (?, …)`. */
  private readonly byIdsSql: string;
  /**
   * byIdsSql with its WHERE, per count of ids up to BY_IDS_CACHED, built once: one SQL string for each count also
   * spares the driver's statement cache from hashing a new string of 1.2 to 1.5 kB on every call.
   */
  private readonly byIdsSqls = new Map<number, string>();

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {
    this.rows = new PhotoRowReader(photos);
    this.byIdsSql = sqlOf(this.rows.query(true), 0);
  }

  /**
   * The ids of one page across families, in (sort_date, id) order. Each family's index range is read in order for at
   * most offset + limit entries, and only those are merged: no sort of every photo of every family.
   */
  async getPageIds(familyIds: number[], order: SortOrder, offset: number, limit: number): Promise<number[]> {
    if (familyIds.length === 0) return [];
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const orderBy = `ORDER BY sort_date ${direction}, id ${direction}`;
    const ranges = familyIds.map((_, i) => `SELECT * FROM (SELECT id, sort_date FROM photos WHERE family_id = ? AND ${VISIBLE_PHOTO} ${orderBy} LIMIT ?) f${i}`);
    const rows: IdRow[] = await this.photos.query(`SELECT id FROM (${ranges.join(' UNION ALL ')}) t ${orderBy} LIMIT ? OFFSET ?`, [
      ...familyIds.flatMap((familyId) => [familyId, offset + limit]),
      limit,
      offset,
    ]);
    return rows.map((row) => Number(row.id));
  }

  /** The photos with their uploader and family, in the order of `ids`. */
  async getByIds(ids: number[]): Promise<ListedPhoto[]> {
    if (ids.length === 0) return [];
    const rows: ObjectLiteral[] = await this.photos.query(this.byIdsSqlFor(ids.length), ids);
    return inIdOrder(ids, rows.map((row) => this.rows.read(row)));
  }

  private byIdsSqlFor(count: number): string {
    let sql = this.byIdsSqls.get(count);
    if (sql === undefined) {
      sql = `${this.byIdsSql} WHERE p.id IN (${new Array<string>(count).fill('?').join(', ')}) AND ${visiblePhoto('p')}`;
      if (count <= BY_IDS_CACHED) this.byIdsSqls.set(count, sql);
    }
    return sql;
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
