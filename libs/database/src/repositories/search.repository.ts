import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Comment, Photo, Story } from '../entities';
import { inIdOrder } from '../query/in-id-order';
import { nameHasWords } from './people.repository';
import { visiblePhoto } from './photo-visibility';

/**
 * Loads the rows a search found, by id, with what a result card shows. The family condition is repeated here so
 * that nothing outside the caller's families is answered whatever the index returned, and so is the trash's (a
 * trashed photo, its stories and comments are not found). (The caller's families and
 * their search versions come from AccessRepository.getVersionedMembershipsOf.)
 */
@Injectable()
export class SearchRepository {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @InjectRepository(Story) private readonly stories: Repository<Story>,
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
  ) {}

  getPhotos(ids: number[], familyIds: number[]): Promise<Photo[]> {
    const query = this.photos
      .createQueryBuilder('p')
      .select(['p.id', 'p.familyId', 'p.description', 'p.location', 'p.displayLocation', 'p.takenDate', 'p.fuzzyDateText'])
      .addSelect(['p.dateRangeStart', 'p.dateRangeEnd', 'p.takenDatePrecision', 'p.dateCertainty', 'p.derivativesVersion'])
      .innerJoin('p.family', 'f')
      .addSelect(['f.id', 'f.name'])
      .innerJoin('p.uploader', 'u')
      .addSelect(['u.id', 'u.name'])
      .andWhere(visiblePhoto('p'));
    return inOrder(query, 'p', ids, familyIds);
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

  getStories(ids: number[], familyIds: number[]): Promise<Story[]> {
    const query = this.stories
      .createQueryBuilder('s')
      .select(['s.id', 's.familyId', 's.photoId', 's.content', 's.createdAt'])
      .innerJoin('s.author', 'u')
      .addSelect(['u.id', 'u.name'])
      .innerJoin('s.photo', 'p', visiblePhoto('p'))
      .addSelect(['p.id', 'p.description'])
      .innerJoin('s.family', 'f')
      .addSelect(['f.id', 'f.name']);
    return inOrder(query, 's', ids, familyIds);
  }

  getComments(ids: number[], familyIds: number[]): Promise<Comment[]> {
    const query = this.comments
      .createQueryBuilder('c')
      .select(['c.id', 'c.familyId', 'c.photoId', 'c.content', 'c.createdAt'])
      .innerJoin('c.author', 'u')
      .addSelect(['u.id', 'u.name'])
      .innerJoin('c.photo', 'p', visiblePhoto('p'))
      .innerJoin('c.family', 'f')
      .addSelect(['f.id', 'f.name']);
    return inOrder(query, 'c', ids, familyIds);
  }
}

/** At most this many photos of the uploaders a search by name finds (newest first), as for tagged names. */
const UPLOADED_CAP = 200;

/** The rows of `ids` inside the families, in the order of `ids` (the index's ranking). */
async function inOrder<T extends ObjectLiteral & { id: number }>(query: SelectQueryBuilder<T>, alias: string, ids: number[], familyIds: number[]): Promise<T[]> {
  if (ids.length === 0) return [];
  // Unary plus: the family condition filters the rows the ids found, it must not pick the index (SQLite would
  // otherwise read every row of the families through (family_id, …) to find twenty).
  const rows = await query.andWhere(`${alias}.id IN (:...ids)`, { ids }).andWhere(`+${alias}.family_id IN (:...familyIds)`, { familyIds }).getMany();
  return inIdOrder(ids, rows);
}
