import { fitTextColumns, Photo } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { PLACEHOLDER, sqlOf } from '../common/database/raw-row-reader';
import { SortOrder } from './photo.dto';
import { ListedPhoto, PhotoRowReader } from './photo-row';

/** A new photo's columns; id, the derivatives' status and figures, and timestamps are filled in by the database. */
export type NewPhoto = Omit<Photo, 'id' | 'thumbnailStatus' | 'derivativesBytes' | 'derivativesFailedAt' | 'updatedAt' | 'family' | 'uploader'>;

@Injectable()
export class PhotosRepository {
  private readonly rows: PhotoRowReader;
  /** pageQuery's SQL per order, built once (the page is read on every visit of a family). */
  private readonly pageSql: Record<SortOrder, string>;

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {
    this.rows = new PhotoRowReader(photos);
    const pageSql = (order: SortOrder) => `${sqlOf(this.pageQuery(PLACEHOLDER, order), 1)} LIMIT ? OFFSET ?`;
    this.pageSql = { asc: pageSql('asc'), desc: pageSql('desc') };
  }

  /** The photo with its uploader's id and name. */
  getById(id: number): Promise<Photo | null> {
    return this.withUploader().where('p.id = :id', { id }).getOne();
  }

  /**
   * One page of a family's photos in (sort_date, id) order: a range read of the (family_id, sort_date, id) index,
   * stable even where photos share a date. Ask for one more row than the page to learn whether another page follows.
   */
  async getPage(familyId: number, order: SortOrder, offset: number, limit: number): Promise<ListedPhoto[]> {
    const rows: ObjectLiteral[] = await this.photos.query(this.pageSql[order], [familyId, limit, offset]);
    return rows.map((row) => this.rows.read(row));
  }

  /** The page query itself (the tests read its plan to check that it stays an index range). */
  pageQuery(familyId: number | typeof PLACEHOLDER, order: SortOrder): SelectQueryBuilder<Photo> {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    return this.rows.query().where('p.familyId = :familyId', { familyId }).orderBy('p.sortDate', direction).addOrderBy('p.id', direction);
  }

  /** The photo of the family with these bytes, if any. */
  async getIdBySha256(familyId: number, sha256: string): Promise<number | null> {
    const photo = await this.photos.findOne({ where: { familyId, sha256 }, select: { id: true } });
    return photo?.id ?? null;
  }

  /** Text that came inside the file (EXIF camera names, the file name) is cut to its column here, the one way in. */
  async create(photo: NewPhoto): Promise<Photo> {
    return this.photos.save(this.photos.create(fitTextColumns(Photo, photo)));
  }

  async update(id: number, changes: Partial<NewPhoto>): Promise<void> {
    await this.photos.update({ id }, changes);
  }

  /** Deletes the row in one transaction with what hangs off it (stories and comments cascade by foreign key). */
  async delete(id: number): Promise<void> {
    await this.photos.manager.transaction((manager) => manager.delete(Photo, { id }));
  }

  private withUploader(): SelectQueryBuilder<Photo> {
    return this.photos.createQueryBuilder('p').leftJoin('p.uploader', 'u').addSelect(['u.id', 'u.name']);
  }
}
