import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { PLACEHOLDER, sqlOf } from '../query/raw-row-reader';
import { Album, Photo } from '../entities';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { visiblePhoto } from './photo-visibility';

export type NewAlbum = Pick<Album, 'familyId' | 'name' | 'description' | 'createdBy'>;
export type AlbumChanges = Partial<Pick<Album, 'name' | 'description' | 'coverPhotoId'>>;

/** An album as its card and page show it: its counts and dates are of its photos outside the trash. */
export interface AlbumSummary {
  id: number;
  familyId: number;
  name: string;
  description: string | null;
  /** The chosen cover, as stored (null: the newest photo is the cover). */
  coverPhotoId: number | null;
  /** The cover shown: the chosen one while it is in the album and not trashed, else the newest photo; null when empty. */
  shownCoverId: number | null;
  /** The shown cover's derivatives version (its thumbnail's URL); null while it has none. */
  shownCoverVersion: string | null;
  photoCount: number;
  /** sort_date of the earliest and latest photo ('YYYY-MM-DDTHH:mm:ss'); null when empty. */
  dateStart: string | null;
  dateEnd: string | null;
  creator: { id: number; name: string } | null;
}

/**
 * The places of the album `a` whose photos are outside the trash, as `ap`, by the copies of the photos' trash mark and
 * date each place keeps (photo-copies.schema.ts): one range of (album_id, deleted_at, sort_date, photo_id), no photo read.
 */
const IN_ALBUM = 'FROM album_photos ap WHERE ap.album_id = a.id AND ap.deleted_at IS NULL';
const SUMMARY = `SELECT a.id, a.family_id, a.name, a.description, a.cover_photo_id, a.created_by, u.name AS creator_name,
  (SELECT COUNT(*) ${IN_ALBUM}) AS photo_count,
  (SELECT MIN(ap.sort_date) ${IN_ALBUM}) AS date_start,
  (SELECT MAX(ap.sort_date) ${IN_ALBUM}) AS date_end,
  COALESCE((SELECT ap.photo_id ${IN_ALBUM} AND ap.photo_id = a.cover_photo_id), (SELECT ap.photo_id ${IN_ALBUM} ORDER BY ap.sort_date DESC, ap.photo_id DESC LIMIT 1)) AS shown_cover_id
  FROM albums a LEFT JOIN users u ON u.id = a.created_by`;

/** The summaries of the albums `where` picks, with their shown cover's version, `order`ed. */
const summaries = (where: string, order = '') =>
  `SELECT s.*, c.derivatives_version AS shown_cover_version FROM (${SUMMARY} WHERE ${where}) s LEFT JOIN photos c ON c.id = s.shown_cover_id ${order}`;

const toSummary = (row: ObjectLiteral): AlbumSummary => ({
  id: Number(row.id),
  familyId: Number(row.family_id),
  name: String(row.name),
  description: row.description ?? null,
  coverPhotoId: row.cover_photo_id === null ? null : Number(row.cover_photo_id),
  shownCoverId: row.shown_cover_id === null ? null : Number(row.shown_cover_id),
  shownCoverVersion: row.shown_cover_version ?? null,
  photoCount: Number(row.photo_count),
  dateStart: row.date_start ?? null,
  dateEnd: row.date_end ?? null,
  creator: row.created_by === null ? null : { id: Number(row.created_by), name: String(row.creator_name) },
});

/** Albums (issue 15): a family's albums, their photos in date order, and adding and removing photos. */
@Injectable()
export class AlbumsRepository {
  private readonly rows: PhotoRowReader;
  /** photoPageQuery's SQL, built once (an album's page is read on every visit, as a family's). */
  private readonly photoPageSql: string;

  constructor(
    @InjectRepository(Album) private readonly albums: Repository<Album>,
    @InjectRepository(Photo) photos: Repository<Photo>,
  ) {
    this.rows = new PhotoRowReader(photos);
    this.photoPageSql = `${sqlOf(this.photoPageQuery(PLACEHOLDER), 1)} LIMIT ? OFFSET ?`;
  }

  /**
   * A page of the family's albums, newest first: the page is cut before each album's photos are counted, so a request
   * reads the photos of that page's albums only (a family's albums grow with its photos: 100 at 20,000 photos).
   */
  async listOfFamily(familyId: number, offset: number, limit: number): Promise<AlbumSummary[]> {
    const rows: ObjectLiteral[] = await this.albums.query(this.familyPageStatement(), [familyId, limit, offset]);
    return rows.map(toSummary);
  }

  /** That page's statement, for the family, the limit and the offset (the tests read its plan). */
  familyPageStatement(): string {
    return summaries('a.family_id = ? ORDER BY a.id DESC LIMIT ? OFFSET ?', 'ORDER BY s.id DESC');
  }

  /** Plain SQL: the albums page asks it on every visit, and countBy rebuilt its query each time. */
  async countOfFamily(familyId: number): Promise<number> {
    const [row]: Array<{ count: number | string }> = await this.albums.query('SELECT COUNT(*) AS count FROM albums WHERE family_id = ?', [familyId]);
    return Number(row.count);
  }

  async getSummary(id: number): Promise<AlbumSummary | null> {
    const [row]: ObjectLiteral[] = await this.albums.query(summaries('a.id = ?'), [id]);
    return row ? toSummary(row) : null;
  }

  async create(album: NewAlbum): Promise<number> {
    const result = await this.albums.insert(album);
    return Number(result.identifiers[0].id);
  }

  async update(id: number, changes: AlbumChanges): Promise<void> {
    await this.albums.update({ id }, changes);
  }

  /** The album and its places; its photos stay. */
  async delete(id: number): Promise<void> {
    await this.albums.delete({ id });
  }

  /** Whether the photo is in the album and outside the trash. */
  async holds(albumId: number, photoId: number): Promise<boolean> {
    const rows: ObjectLiteral[] = await this.albums.query(
      `SELECT 1 AS found FROM album_photos ap INNER JOIN photos p ON p.id = ap.photo_id WHERE ap.album_id = ? AND ap.photo_id = ? AND ${visiblePhoto('p')}`,
      [albumId, photoId],
    );
    return rows.length > 0;
  }

  /**
   * Adds those of `photoIds` that are photos of the family outside the trash and not in the album yet (one
   * INSERT … SELECT: the others are ignored).
   */
  async addPhotos(albumId: number, familyId: number, photoIds: readonly number[]): Promise<void> {
    if (photoIds.length === 0) return;
    await this.albums.query(
      `INSERT INTO album_photos (album_id, photo_id) SELECT ?, p.id FROM photos p
       WHERE p.family_id = ? AND p.id IN (${photoIds.map(() => '?').join(', ')}) AND ${visiblePhoto('p')}
       AND NOT EXISTS (SELECT 1 FROM album_photos x WHERE x.album_id = ? AND x.photo_id = p.id)`,
      [albumId, familyId, ...photoIds, albumId],
    );
  }

  /** Takes those of `photoIds` out of the album (ids not in it are ignored); the photos stay. */
  async removePhotos(albumId: number, photoIds: readonly number[]): Promise<void> {
    if (photoIds.length === 0) return;
    await this.albums.query(`DELETE FROM album_photos WHERE album_id = ? AND photo_id IN (${photoIds.map(() => '?').join(', ')})`, [albumId, ...photoIds]);
  }

  /** A page of the album's photos outside the trash, in date order; ask for one more than the page. */
  async getPhotoPage(albumId: number, offset: number, limit: number): Promise<ListedPhoto[]> {
    const rows: ObjectLiteral[] = await this.albums.query(this.photoPageSql, [albumId, limit, offset]);
    return rows.map((row) => this.rows.read(row));
  }

  /** The query of that page, in order (its SQL is built once). */
  private photoPageQuery(albumId: number | typeof PLACEHOLDER): SelectQueryBuilder<Photo> {
    return this.rows
      .query()
      .innerJoin('album_photos', 'ap', 'ap.photo_id = p.id')
      .where('ap.album_id = :albumId', { albumId })
      .andWhere(visiblePhoto('p'))
      .orderBy('p.sortDate', 'ASC')
      .addOrderBy('p.id', 'ASC');
  }

  /** The albums a photo is in, by name. */
  async getAlbumsOfPhoto(photoId: number): Promise<Array<{ id: number; name: string }>> {
    const rows: Array<{ id: number | string; name: string }> = await this.albums.query(
      'SELECT a.id, a.name FROM album_photos ap INNER JOIN albums a ON a.id = ap.album_id WHERE ap.photo_id = ? ORDER BY a.name, a.id',
      [photoId],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }
}
