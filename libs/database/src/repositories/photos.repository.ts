import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, In, IsNull, MoreThan, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { fitTextColumns } from '../column-text';
import { Photo } from '../entities';
import { PLACEHOLDER, sqlOf } from '../query/raw-row-reader';
import { ListedPhoto, PhotoRowReader } from './photo-row';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A new photo's columns; id, the derivatives' status and figures, and timestamps are filled in by the database. */
export type NewPhoto = Omit<Photo, 'id' | 'thumbnailStatus' | 'derivativesBytes' | 'derivativesFailedAt' | 'updatedAt' | 'family' | 'uploader'>;

/** What a download needs of a photo: its original's key, size and name. */
export type PhotoOriginal = Pick<Photo, 'id' | 'originalFilename' | 'originalKey' | 'sizeBytes' | 'mimeType' | 'uploadDate'>;

/** Ids per IN list: far inside both databases' limits on bound parameters. */
const IDS_PER_QUERY = 1000;

/** A photo's position, as the geocoder reads it. */
export type PhotoGps = Pick<Photo, 'id' | 'hasGps' | 'gpsLatitude' | 'gpsLongitude'>;

/**
 * Work a photo may still be waiting for, each with what the database says of a photo waiting for it: its thumbnail
 * and preview and its place name (owed jobs), and the count of their bytes (photos stored before derivatives were
 * counted, migration 1764500000000: the one-off `derivatives:count` command).
 */
export type OwedPhotoWork = 'derivatives' | 'derivatives-bytes' | 'place';
const WAITING_FOR: Record<OwedPhotoWork, FindOptionsWhere<Photo>> = {
  derivatives: { thumbnailStatus: 'pending' },
  'derivatives-bytes': { thumbnailStatus: 'ready', derivativesBytes: 0 },
  place: { hasGps: true, displayLocation: IsNull() },
};

/** Every read and write of the photos table: the API's pages and edits, and the media jobs' derivatives and places. */
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

  /** The photo's own columns alone, as the media jobs read it. */
  getRow(id: number): Promise<Photo | null> {
    return this.photos.findOneBy({ id });
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

  /** The ids of the photos waiting for `work`, after `afterId` along the primary key, `limit` of them. */
  async getIdsWaitingFor(work: OwedPhotoWork, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.photos.find({ select: { id: true }, where: { ...WAITING_FOR[work], id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
    return rows.map((row) => row.id);
  }

  /** What the stored photos take, in bytes: every original with its thumbnail and preview (backups are apart). */
  async getStoredBytes(): Promise<number> {
    const row = await this.photos
      .createQueryBuilder('p')
      .select('COALESCE(SUM(p.size_bytes + p.derivatives_bytes), 0)', 'n')
      .getRawOne<{ n: string | number }>();
    return Number(row?.n ?? 0);
  }

  /** The originals of those of `ids` that are photos of the family (by primary key, in chunks), in no set order. */
  async getOriginalsOf(familyId: number, ids: readonly number[]): Promise<PhotoOriginal[]> {
    const found: PhotoOriginal[] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const chunk = ids.slice(start, start + IDS_PER_QUERY);
      found.push(
        ...(await this.photos.find({
          select: { id: true, originalFilename: true, originalKey: true, sizeBytes: true, mimeType: true, uploadDate: true },
          where: { familyId, id: In(chunk) },
        })),
      );
    }
    return found;
  }

  async getGps(id: number): Promise<PhotoGps | null> {
    return this.photos.findOne({ where: { id }, select: { id: true, hasGps: true, gpsLatitude: true, gpsLongitude: true } });
  }

  /** Text that came inside the file (EXIF camera names, the file name) is cut to its column here, the one way in. */
  async create(photo: NewPhoto): Promise<Photo> {
    return this.photos.save(this.photos.create(fitTextColumns(Photo, photo)));
  }

  async update(id: number, changes: Partial<NewPhoto>): Promise<void> {
    await this.photos.update({ id }, changes);
  }

  async setDisplayLocation(id: number, displayLocation: string | null): Promise<void> {
    await this.photos.update({ id }, { displayLocation });
  }

  /** The thumbnail and preview are stored, taking `bytes` together; false when the photo was deleted meanwhile. */
  async recordDerivativesReady(id: number, derivativesBytes: number): Promise<boolean> {
    const { affected } = await this.photos.update({ id }, { thumbnailStatus: 'ready', derivativesBytes, derivativesFailedAt: null });
    return Boolean(affected);
  }

  async recordDerivativesFailed(id: number, at: Date): Promise<void> {
    await this.photos.update({ id }, { thumbnailStatus: 'failed', derivativesFailedAt: at });
  }

  /** The derivatives' bytes of a photo stored before they were counted (only while they are still uncounted). */
  async recordDerivativesBytes(id: number, derivativesBytes: number): Promise<void> {
    await this.photos.update({ id, derivativesBytes: 0 }, { derivativesBytes });
  }

  /** Deletes the row in one transaction with what hangs off it (stories and comments cascade by foreign key). */
  async delete(id: number): Promise<void> {
    await this.photos.manager.transaction((manager) => manager.delete(Photo, { id }));
  }

  private withUploader(): SelectQueryBuilder<Photo> {
    return this.photos.createQueryBuilder('p').leftJoin('p.uploader', 'u').addSelect(['u.id', 'u.name']);
  }
}
