import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Photo, ShareLink } from '../entities';
import { toBoolean, toInstant } from '../query/raw-values';
import { ListedPhoto, PhotoRowReader } from './photo-row';
import { PhotoOriginal } from './photos.repository';
import { visiblePhoto } from './photo-visibility';

export type NewShareLink = Pick<ShareLink, 'familyId' | 'albumId' | 'photoId' | 'tokenHash' | 'tokenSealed' | 'passwordHash' | 'allowDownload' | 'expiresAt' | 'createdBy'>;

/** What a link points at: an album, or one photo. */
export type ShareTarget = Pick<ShareLink, 'albumId' | 'photoId'>;

/** A link as its family's list shows it: the link, its creator's name, and what it shows by name. */
export interface ListedShareLink extends ShareLink {
  creatorName: string | null;
  /** The album's name, or the photo's description (else its file name). */
  targetTitle: string;
}

/** What a visitor of a link is shown about it (never more of the family). */
export interface ShareHeading {
  title: string;
  description: string | null;
}

const LISTED = `SELECT s.*, u.name AS creator_name, COALESCE(a.name, p.description, p.original_filename) AS target_title
  FROM share_links s LEFT JOIN users u ON u.id = s.created_by LEFT JOIN albums a ON a.id = s.album_id LEFT JOIN photos p ON p.id = s.photo_id`;

/** Share links (issue 15): made, listed per family, looked up by token hash, and the photos a link reaches. */
@Injectable()
export class ShareLinksRepository {
  private readonly rows: PhotoRowReader;

  constructor(
    @InjectRepository(ShareLink) private readonly links: Repository<ShareLink>,
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
  ) {
    this.rows = new PhotoRowReader(photos);
  }

  async create(link: NewShareLink): Promise<number> {
    const result = await this.links.insert(link);
    return Number(result.identifiers[0].id);
  }

  async getListed(id: number): Promise<ListedShareLink | null> {
    const rows: ObjectLiteral[] = await this.links.query(`${LISTED} WHERE s.id = ?`, [id]);
    return rows[0] ? this.toListed(rows[0]) : null;
  }

  /** A page of the family's links, newest first; `createdBy` narrows it to one member's. Ask for one more than the page. */
  async getPageOfFamily(familyId: number, createdBy: number | null, offset: number, limit: number): Promise<ListedShareLink[]> {
    const mine = createdBy === null ? '' : ' AND s.created_by = ?';
    const rows: ObjectLiteral[] = await this.links.query(`${LISTED} WHERE s.family_id = ?${mine} ORDER BY s.id DESC LIMIT ? OFFSET ?`, [
      familyId,
      ...(createdBy === null ? [] : [createdBy]),
      limit,
      offset,
    ]);
    return rows.map((row) => this.toListed(row));
  }

  getByTokenHash(tokenHash: string): Promise<ShareLink | null> {
    return this.links.findOneBy({ tokenHash });
  }

  async delete(id: number): Promise<void> {
    await this.links.delete({ id });
  }

  /** Test suites set a past expiry through this (there is no route that changes a link). */
  async setExpiresAt(id: number, expiresAt: Date | null): Promise<void> {
    await this.links.update({ id }, { expiresAt });
  }

  /** One more view, now (one statement: parallel views all count). */
  async recordView(id: number, at: Date): Promise<void> {
    await this.links.createQueryBuilder().update().set({ viewCount: () => 'view_count + 1', lastViewedAt: at }).where('id = :id', { id }).execute();
  }

  /** The album's name and description, or for a photo its description; null when the target is gone or trashed. */
  async getHeading(target: ShareTarget): Promise<ShareHeading | null> {
    if (target.albumId !== null) {
      const [row]: ObjectLiteral[] = await this.links.query('SELECT name, description FROM albums WHERE id = ?', [target.albumId]);
      return row ? { title: String(row.name), description: row.description ?? null } : null;
    }
    const [row]: ObjectLiteral[] = await this.links.query(`SELECT p.description FROM photos p WHERE p.id = ? AND ${visiblePhoto('p')}`, [target.photoId]);
    return row ? { title: row.description ?? 'A shared photo', description: null } : null;
  }

  /** A page of the photos the link shows, outside the trash, in date order. Ask for one more than the page. */
  async getPhotoPage(target: ShareTarget, offset: number, limit: number): Promise<ListedPhoto[]> {
    const rows: ObjectLiteral[] = await this.reached(this.rows.query(), target)
      .orderBy('p.sortDate', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getRawMany();
    return rows.map((row) => this.rows.read(row));
  }

  /** Whether the link reaches this photo (it is the link's photo, or in its album) and it is outside the trash. */
  async reaches(target: ShareTarget, photoId: number): Promise<boolean> {
    const found = await this.reached(this.photos.createQueryBuilder('p').select('p.id'), target).andWhere('p.id = :photoId', { photoId }).getRawOne();
    return found !== undefined;
  }

  /** The originals of every photo the link shows, in date order: what its zip holds. */
  getOriginals(target: ShareTarget): Promise<PhotoOriginal[]> {
    return this.reached(this.photos.createQueryBuilder('p'), target)
      .select(['p.id', 'p.originalFilename', 'p.originalKey', 'p.sizeBytes', 'p.mimeType', 'p.uploadDate'])
      .orderBy('p.sortDate', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  /** The photos (`p`) a link reaches: its album's or its one photo, never a trashed one. */
  private reached<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, target: ShareTarget): SelectQueryBuilder<T> {
    const scoped =
      target.albumId !== null
        ? query.innerJoin('album_photos', 'ap', 'ap.photo_id = p.id').where('ap.album_id = :albumId', { albumId: target.albumId })
        : query.where('p.id = :targetPhotoId', { targetPhotoId: target.photoId });
    return scoped.andWhere(visiblePhoto('p'));
  }

  private toListed(row: ObjectLiteral): ListedShareLink {
    const link = this.links.create({
      id: Number(row.id),
      familyId: Number(row.family_id),
      albumId: row.album_id === null ? null : Number(row.album_id),
      photoId: row.photo_id === null ? null : Number(row.photo_id),
      tokenHash: row.token_hash,
      tokenSealed: row.token_sealed,
      passwordHash: row.password_hash ?? null,
      allowDownload: toBoolean(row.allow_download),
      expiresAt: row.expires_at === null ? null : toInstant(row.expires_at),
      viewCount: Number(row.view_count),
      lastViewedAt: row.last_viewed_at === null ? null : toInstant(row.last_viewed_at),
      createdBy: row.created_by === null ? null : Number(row.created_by),
      createdAt: toInstant(row.created_at),
    });
    return Object.assign(link, { creatorName: row.creator_name ?? null, targetTitle: String(row.target_title ?? '') });
  }
}
