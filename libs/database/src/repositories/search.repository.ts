import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Comment, Photo, Story } from '../entities';
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
      .innerJoin('p.family', 'f')
      .addSelect(['f.id', 'f.name'])
      .andWhere(visiblePhoto('p'));
    return inOrder(query, 'p', ids, familyIds);
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

/** The rows of `ids` inside the families, in the order of `ids` (the index's ranking). */
async function inOrder<T extends ObjectLiteral & { id: number }>(query: SelectQueryBuilder<T>, alias: string, ids: number[], familyIds: number[]): Promise<T[]> {
  if (ids.length === 0) return [];
  // Unary plus: the family condition filters the rows the ids found, it must not pick the index (SQLite would
  // otherwise read every row of the families through (family_id, …) to find twenty).
  const rows = await query.andWhere(`${alias}.id IN (:...ids)`, { ids }).andWhere(`+${alias}.family_id IN (:...familyIds)`, { familyIds }).getMany();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
