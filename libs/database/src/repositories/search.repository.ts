import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Comment, Photo, Story } from '../entities';
import { ByIdsSql } from '../query/by-ids-sql';
import { inIdOrder } from '../query/in-id-order';
import { RawRowReader, sqlOf } from '../query/raw-row-reader';
import { nameHasWords } from './people.repository';
import { ListedPhoto } from './photo-row';
import { ofFamilies, PhotosByIds } from './photos-by-ids';
import { visiblePhoto } from './photo-visibility';

const WRITING_FIELDS = ['id', 'familyId', 'photoId', 'content', 'createdAt'] as const;

/** A story or comment found, as its result card shows it: its text, author, family, and (a story) its photo's description. */
export interface FoundWriting extends Pick<Story, (typeof WRITING_FIELDS)[number]> {
  author: { id: number; name: string };
  family: { name: string };
}

export interface FoundStory extends FoundWriting {
  photo: { description: string | null };
}

export type FoundComment = FoundWriting;

/**
 * Loads the rows a search found, by id, with what a result card shows. The family condition is checked again on the
 * rows read, so that nothing outside the caller's families is answered whatever the index returned, and so is the
 * trash's (a trashed photo, its stories and comments are not found). (The caller's families and
 * their search versions come from AccessRepository.getVersionedMembershipsOf.)
 */
@Injectable()
export class SearchRepository {
  private readonly foundPhotos: PhotosByIds;
  private readonly foundStories: WritingsByIds<Story, FoundStory>;
  private readonly foundComments: WritingsByIds<Comment, FoundComment>;

  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @InjectRepository(Story) stories: Repository<Story>,
    @InjectRepository(Comment) comments: Repository<Comment>,
  ) {
    this.foundPhotos = new PhotosByIds(photos, true);
    this.foundStories = new WritingsByIds(stories, 's', {
      select: (query) => query.addSelect('p.description'),
      read: (writing, row): FoundStory => ({ ...writing, photo: { description: (row.p_description as string | null) ?? null } }),
    });
    this.foundComments = new WritingsByIds(comments, 'c', { select: (query) => query, read: (writing): FoundComment => writing });
  }

  getPhotos(ids: number[], familyIds: number[]): Promise<ListedPhoto[]> {
    return this.foundPhotos.read(ids, familyIds);
  }

  /**
   * Ids of the photos of the families uploaded by a member whose name has every word (as a person's name is
   * matched: each word begins the name or a word of it, case and accents ignored), newest first, at most
   * UPLOADED_CAP. The members are few, so their names are matched here rather than by either database's LIKE
   * (which folds neither accents nor, on SQLite, the case of 'É'). Read afresh on every search: a renamed account
   * is found by its new name at once.
   */
  async getPhotoIdsUploadedByName(familyIds: number[], words: string[]): Promise<number[]> {
    if (familyIds.length === 0 || words.length === 0) return [];
    const members: Array<{ id: number | string; name: string }> = await this.photos.query(
      `SELECT DISTINCT u.id AS id, u.name AS name FROM users u INNER JOIN family_members fm ON fm.user_id = u.id
       WHERE fm.family_id IN (${familyIds.map(() => '?').join(', ')})`,
      familyIds,
    );
    const uploaders = members.filter((member) => nameHasWords(member.name, words)).map((member) => Number(member.id));
    if (uploaders.length === 0) return [];
    const rows: Array<{ id: number | string }> = await this.photos
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where('p.uploaded_by IN (:...uploaders)', { uploaders })
      .andWhere('p.family_id IN (:...familyIds)', { familyIds })
      .andWhere(visiblePhoto('p'))
      .orderBy('p.sort_date', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(UPLOADED_CAP)
      .getRawMany();
    return rows.map((row) => Number(row.id));
  }

  getStories(ids: number[], familyIds: number[]): Promise<FoundStory[]> {
    return this.foundStories.read(ids, familyIds);
  }

  getComments(ids: number[], familyIds: number[]): Promise<FoundComment[]> {
    return this.foundComments.read(ids, familyIds);
  }
}

/** At most this many photos of the uploaders a search by name finds (newest first), as for tagged names. */
const UPLOADED_CAP = 200;

/**
 * Stories or comments by id within the families, with their author's and family's names, as raw rows by one statement
 * built once per count (ByIdsSql): no entity is built, a result card shows only these. Only those on a photo outside
 * the trash (`p`, which the kind's `select` may read from); the families are checked on the rows read (ByIdsSql says
 * why).
 */
class WritingsByIds<T extends Story | Comment, W extends FoundWriting> {
  private readonly reader: RawRowReader<T, (typeof WRITING_FIELDS)[number]>;
  private readonly sql: ByIdsSql;

  constructor(
    private readonly repository: Repository<T>,
    alias: string,
    private readonly kind: {
      /** What the kind's card shows beyond the writing. */
      select: (query: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
      read: (writing: FoundWriting, row: ObjectLiteral) => W;
    },
  ) {
    this.reader = new RawRowReader<T, (typeof WRITING_FIELDS)[number]>(repository, alias, WRITING_FIELDS);
    const query = this.reader
      .query()
      .innerJoin(`${alias}.author`, 'u')
      .addSelect(['u.id', 'u.name'])
      .innerJoin(`${alias}.photo`, 'p', visiblePhoto('p'))
      .innerJoin(`${alias}.family`, 'f')
      .addSelect('f.name');
    this.sql = new ByIdsSql(sqlOf(kind.select(query), 0), alias);
  }

  /** In the order of `ids`. */
  async read(ids: number[], familyIds: number[]): Promise<W[]> {
    if (ids.length === 0) return [];
    const rows: ObjectLiteral[] = await this.repository.query(this.sql.sqlFor(ids.length), ids);
    const found = rows.map((row) =>
      this.kind.read({ ...this.reader.read(row), author: { id: Number(row.u_id), name: String(row.u_name) }, family: { name: String(row.f_name) } }, row),
    );
    return inIdOrder(ids, ofFamilies(found, familyIds));
  }
}
