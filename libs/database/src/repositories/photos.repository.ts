import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { fitTextColumns } from '../column-text';
import { Photo } from '../entities';
import { dialectOf } from '../dialect';
import { FAMILY_STORAGE_TABLE, familyStorageSchema } from '../storage/family-storage.schema';
import { FILL_MISSING_DERIVATIVES_VERSIONS, newDerivativesVersion } from '../query/derivatives-version';
import { PLACEHOLDER, sqlOf } from '../query/raw-row-reader';
import { startBound, startingAt } from './list-start';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { PhotosByIds } from './photos-by-ids';
import { StaleSelectionError, VISIBLE_PHOTO_WHERE, visiblePhoto } from './photo-visibility';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A new photo's columns; id, the derivatives' status and figures, the video's playback figures and timestamps are
 * filled in by the database (or later by the worker). A video is stored with its length (ffprobe at upload) and
 * playback_status 'ready' (played as it is) or 'pending' (waiting for its playback copy).
 */
export type NewPhoto = Omit<
  Photo,
  | 'id'
  | 'thumbnailStatus'
  | 'derivativesBytes'
  | 'derivativesVersion'
  | 'derivativesFailedAt'
  | 'durationSeconds'
  | 'playbackStatus'
  | 'playbackProgress'
  | 'playbackKey'
  | 'playbackBytes'
  | 'updatedAt'
  | 'deletedAt'
  | 'deletedBy'
  | 'family'
  | 'uploader'
> &
  Partial<Pick<Photo, 'durationSeconds' | 'playbackStatus'>>;

/**
 * The columns a new photo's caller does not give, as a new photo starts (their defaults, or empty): every column is
 * written, so the row answered is the row stored without reading it back.
 */
const AS_A_NEW_PHOTO_STARTS: Pick<
  Photo,
  'thumbnailStatus' | 'derivativesBytes' | 'playbackBytes' | 'derivativesVersion' | 'derivativesFailedAt' | 'durationSeconds' | 'playbackStatus' | 'playbackProgress' | 'playbackKey' | 'deletedAt' | 'deletedBy'
> = {
  thumbnailStatus: 'pending',
  derivativesBytes: 0,
  playbackBytes: 0,
  derivativesVersion: null,
  derivativesFailedAt: null,
  durationSeconds: null,
  playbackStatus: null,
  playbackProgress: null,
  playbackKey: null,
  deletedAt: null,
  deletedBy: null,
};

/** What the worker reads from a video file (ffprobe) into its row. */
export interface VideoMetadata {
  durationSeconds: number;
  width: number;
  height: number;
  /** The camera's wall clock 'YYYY-MM-DDTHH:mm:ss'; kept only when the row has no date yet (nobody typed one). */
  takenDate: string | null;
  gps: { latitude: number; longitude: number; altitude: number | null } | null;
}

/** Where a video's playback stands, as its page shows it. */
export type VideoPlayback = Pick<Photo, 'id' | 'familyId' | 'originalKey' | 'playbackStatus' | 'playbackKey' | 'mimeType' | 'sha256'>;

/** What a download needs of a photo: its original's key, size and name. */
export type PhotoOriginal = Pick<Photo, 'id' | 'originalFilename' | 'originalKey' | 'sizeBytes' | 'mimeType' | 'uploadDate'>;

/** Ids per IN list: far inside both databases' limits on bound parameters. */
const IDS_PER_QUERY = 1000;

/** A photo's position, as the geocoder reads it. */
export type PhotoGps = Pick<Photo, 'id' | 'hasGps' | 'gpsLatitude' | 'gpsLongitude'>;

/**
 * Work a photo may still be waiting for, each with what the database says of a photo waiting for it: its thumbnail
 * and preview and its place name (owed jobs), and the count of their bytes (photos stored before derivatives were
 * counted, migration 1764500000000: the one-off `derivatives:count` command). Written as SQL with its constants, as
 * SQLite's partial indexes of the photos owed work are (migration 1765730000000): it plans a query along such an index
 * only when the query's WHERE names the index's own condition.
 */
export type OwedPhotoWork = 'derivatives' | 'derivatives-bytes' | 'place' | 'video-metadata' | 'playback';
const WAITING_FOR: Record<OwedPhotoWork, string> = {
  derivatives: "p.thumbnail_status = 'pending'",
  // A video not yet read by the worker has no duration; one read but without its playback copy is pending or processing.
  'video-metadata': "p.playback_status = 'pending' AND p.duration_seconds IS NULL",
  playback: "p.playback_status IN ('pending', 'processing') AND p.duration_seconds IS NOT NULL",
  'derivatives-bytes': "p.thumbnail_status = 'ready' AND p.derivatives_bytes = 0",
  place: 'p.has_gps = 1 AND p.display_location IS NULL',
};

/** What a page's statement reads: the first page's rows, or a deeper page's ids alone. */
export type PageRead = 'rows' | 'ids';

/** A family's page statements per order, from its first photo or from a day, and per read; built once. */
type PageSql = Record<SortOrder, Record<'fromFirst' | 'fromDay', Record<PageRead, string>>>;

/** Every read and write of the photos table: the API's pages and edits, and the media jobs' derivatives and places. */
@Injectable()
export class PhotosRepository {
  private readonly rows: PhotoRowReader;
  private readonly byIds: PhotosByIds;
  /** pageQuery's SQL, built once (the page is read on every visit of a family). */
  private readonly pageSql: PageSql;

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {
    this.rows = new PhotoRowReader(photos);
    this.byIds = new PhotosByIds(photos, false);
    // With PLACEHOLDER for the day: the statement is the same for every day.
    const sql = (order: SortOrder, from: string | null, read: PageRead) =>
      `${sqlOf(this.pageQuery(PLACEHOLDER, order, from, read), from === null ? 1 : 2)} ${read === 'rows' ? 'LIMIT ?' : 'LIMIT ? OFFSET ?'}`;
    const statements = (order: SortOrder, from: string | null) => ({ rows: sql(order, from, 'rows'), ids: sql(order, from, 'ids') });
    this.pageSql = {
      asc: { fromFirst: statements('asc', null), fromDay: statements('asc', PLACEHOLDER) },
      desc: { fromFirst: statements('desc', null), fromDay: statements('desc', PLACEHOLDER) },
    };
  }

  /** The photo with its uploader's id and name; null for one in the trash, as for one that does not exist. */
  getById(id: number): Promise<Photo | null> {
    return this.withUploader().where('p.id = :id', { id }).andWhere(visiblePhoto('p')).getOne();
  }

  /** The photo's own columns alone, as the media jobs read it (in the trash or not: its files are still to make). */
  getRow(id: number): Promise<Photo | null> {
    return this.photos.findOneBy({ id });
  }

  /**
   * One page of a family's photos in (sort_date, id) order, stable even where photos share a date, starting at the
   * day `from` when given (list-start.ts). Ask for one more row than the page to learn whether another page follows.
   * The first page reads its rows along the index range; a deeper one its ids first, from the index alone, then
   * only their rows (a "deferred join"): its OFFSET skips index entries, never rows, however deep the page.
   */
  async getPage(familyId: number, order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<ListedPhoto[]> {
    const statements = this.pageSql[order][from === null ? 'fromFirst' : 'fromDay'];
    const where = from === null ? [familyId] : [familyId, startBound(order, from)];
    if (offset === 0) {
      const rows: ObjectLiteral[] = await this.photos.query(statements.rows, [...where, limit]);
      return rows.map((row) => this.rows.read(row));
    }
    const page: Array<{ id: number | string }> = await this.photos.query(statements.ids, [...where, limit, offset]);
    return this.byIds.read(page.map((row) => Number(row.id)));
  }

  /**
   * The query of a page (the tests read its plan): a range of the (family_id, sort_date, id, deleted_at) index in its
   * order, from the day `from` when given; its ids are read from the index alone (it holds deleted_at too).
   */
  pageQuery(familyId: number | typeof PLACEHOLDER, order: SortOrder, from: string | null, read: PageRead): SelectQueryBuilder<Photo> {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const query = read === 'rows' ? this.rows.query() : this.photos.createQueryBuilder('p').select('p.id', 'id');
    query.where('p.familyId = :familyId', { familyId }).andWhere(visiblePhoto('p'));
    return startingAt(query, order, from).orderBy('p.sortDate', direction).addOrderBy('p.id', direction);
  }

  /** The photo of the family with these bytes, if any (in the trash or not: the bytes are still there). */
  async getIdBySha256(familyId: number, sha256: string): Promise<number | null> {
    const photo = await this.photos.findOne({ where: { familyId, sha256 }, select: { id: true } });
    return photo?.id ?? null;
  }

  /** Whether the photo is in its family's trash (false when there is no such photo). */
  async isTrashed(id: number): Promise<boolean> {
    return (await this.photos.count({ where: { id, deletedAt: Not(IsNull()) } })) > 0;
  }

  /** The ids of the photos waiting for `work`, after `afterId` along the primary key, `limit` of them. */
  async getIdsWaitingFor(work: OwedPhotoWork, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.photos
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where(WAITING_FOR[work])
      .andWhere('p.id > :afterId', { afterId })
      .orderBy('p.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /**
   * What the stored photos take, in bytes: every original with its thumbnail, preview and playback copy (backups are
   * apart), from the per-family figures the triggers keep (family-storage.schema.ts).
   */
  async getStoredBytes(): Promise<number> {
    const [row]: Array<{ n: string | number }> = await this.photos.query(`SELECT COALESCE(SUM(stored_bytes), 0) AS n FROM ${FAMILY_STORAGE_TABLE}`);
    return Number(row?.n ?? 0);
  }

  /** Every family's figure counted afresh from its photos: after a restore wrote the tables wholesale. */
  async recountStoredBytes(): Promise<void> {
    const { recount } = familyStorageSchema(dialectOf(this.photos.manager.connection) === 'mysql');
    await this.photos.manager.transaction(async (manager) => {
      for (const sql of recount) await manager.query(sql);
    });
  }

  /** The originals of those of `ids` that are photos of the family, not in its trash (by primary key, in chunks), in no set order. */
  async getOriginalsOf(familyId: number, ids: readonly number[]): Promise<PhotoOriginal[]> {
    const found: PhotoOriginal[] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const chunk = ids.slice(start, start + IDS_PER_QUERY);
      found.push(
        ...(await this.photos.find({
          select: { id: true, originalFilename: true, originalKey: true, sizeBytes: true, mimeType: true, uploadDate: true },
          where: { ...VISIBLE_PHOTO_WHERE, familyId, id: In(chunk) },
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
    const row = this.photos.create({ ...AS_A_NEW_PHOTO_STARTS, updatedAt: photo.uploadDate, ...fitTextColumns(Photo, photo) });
    // One INSERT (save() would open a transaction around it, insert() would read the defaults back): only the id is
    // new, and the driver reports it.
    const { raw } = await this.photos.createQueryBuilder().insert().values(row).updateEntity(false).execute();
    return Object.assign(row, this.photos.manager.connection.driver.createGeneratedMap(this.photos.metadata, raw, 0, 1));
  }

  async update(id: number, changes: Partial<NewPhoto>): Promise<void> {
    await this.photos.update({ id }, changes);
  }

  /**
   * The same changes (one date for a box of scans) to all of the family's photos named, or to none
   * (StaleSelectionError, rolled back). Counted after the UPDATE: MariaDB's affected rows leave out rows already so.
   */
  setManyInFamily(familyId: number, ids: readonly number[], changes: Partial<NewPhoto>): Promise<void> {
    return this.photos.manager.transaction(async (manager) => {
      const where = { ...VISIBLE_PHOTO_WHERE, familyId, id: In([...ids]) };
      await manager.update(Photo, where, changes);
      if ((await manager.count(Photo, { where })) !== ids.length) throw new StaleSelectionError();
    });
  }

  async setDisplayLocation(id: number, displayLocation: string | null): Promise<void> {
    await this.photos.update({ id }, { displayLocation });
  }

  /**
   * The thumbnail and preview are stored (again), taking `bytes` together: answers their new version, or null when
   * the photo was deleted meanwhile.
   */
  async recordDerivativesReady(id: number, derivativesBytes: number): Promise<string | null> {
    const derivativesVersion = newDerivativesVersion();
    const { affected } = await this.photos.update({ id }, { thumbnailStatus: 'ready', derivativesBytes, derivativesVersion, derivativesFailedAt: null });
    return affected ? derivativesVersion : null;
  }

  /** Making them failed: whatever files there were are no longer the photo's, so neither is their version. */
  async recordDerivativesFailed(id: number, at: Date): Promise<void> {
    await this.photos.update({ id }, { thumbnailStatus: 'failed', derivativesVersion: null, derivativesFailedAt: at });
  }

  /** A version for the derivatives that have none (restored from an archive made before versions were kept). */
  async fillMissingDerivativesVersions(): Promise<void> {
    await this.photos.query(FILL_MISSING_DERIVATIVES_VERSIONS);
  }

  /**
   * What the worker read from a video: its length and shown size always; its position when the row has none; its
   * date only when the row has no date at all (a date the person typed, at upload or since, wins), in the same
   * columns a camera's EXIF date fills. Answers whether the position was taken (the place is then to be named).
   */
  async recordVideoMetadata(id: number, metadata: VideoMetadata): Promise<{ gpsTaken: boolean }> {
    const { durationSeconds, width, height, takenDate, gps } = metadata;
    return this.photos.manager.transaction(async (manager) => {
      await manager.update(Photo, { id }, { durationSeconds, width, height });
      if (takenDate) {
        await manager.update(
          Photo,
          { id, takenDate: IsNull(), fuzzyDateText: IsNull(), dateRangeStart: IsNull() },
          { takenDate, takenDatePrecision: 'day', dateCertainty: 'exact', monthDay: takenDate.slice(5, 10), sortDate: takenDate },
        );
      }
      if (!gps) return { gpsTaken: false };
      const { affected } = await manager.update(
        Photo,
        { id, hasGps: false },
        { hasGps: true, gpsLatitude: gps.latitude, gpsLongitude: gps.longitude, gpsAltitude: gps.altitude, displayLocation: null },
      );
      return { gpsTaken: Boolean(affected) };
    });
  }

  /** A video's playback, as the playback route and the playback job read it. */
  getPlayback(id: number): Promise<VideoPlayback | null> {
    return this.photos.findOne({
      where: { id },
      select: { id: true, familyId: true, originalKey: true, playbackStatus: true, playbackKey: true, mimeType: true, sha256: true },
    });
  }

  async setPlaybackStatus(id: number, playbackStatus: 'pending' | 'processing' | 'failed', playbackProgress: number | null = null): Promise<void> {
    await this.photos.update({ id }, { playbackStatus, playbackProgress });
  }

  /** How far the playback copy is (only while it is being made: a late report never undoes 'ready'). */
  async recordPlaybackProgress(id: number, playbackProgress: number): Promise<void> {
    await this.photos.update({ id, playbackStatus: 'processing' }, { playbackProgress });
  }

  /**
   * The video can be played: from its copy (key and bytes) or as it is (null, 0). False when the video was deleted
   * meanwhile: the caller then removes the copy it wrote.
   */
  async recordPlaybackReady(id: number, playbackKey: string | null, playbackBytes: number): Promise<boolean> {
    const { affected } = await this.photos.update({ id }, { playbackStatus: 'ready', playbackProgress: null, playbackKey, playbackBytes });
    return Boolean(affected);
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
