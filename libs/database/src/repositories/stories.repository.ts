import { Story } from '../entities';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { writeMentions } from './mentions.repository';
import { visiblePhoto } from './photo-visibility';

export type NewStory = Pick<Story, 'photoId' | 'familyId' | 'authorId' | 'content' | 'storyDate'>;
export type StoryChanges = Partial<Pick<Story, 'content' | 'storyDate' | 'updatedAt'>>;

@Injectable()
export class StoriesRepository {
  constructor(@InjectRepository(Story) private readonly stories: Repository<Story>) {}

  /** The story with its author's id and name. */
  getById(id: number): Promise<Story | null> {
    return this.withAuthor().where('s.id = :id', { id }).getOne();
  }

  /** A photo's stories, oldest first: the (photo_id, created_at, id) index in order. */
  getByPhoto(photoId: number): Promise<Story[]> {
    return this.withAuthor().where('s.photoId = :photoId', { photoId }).orderBy('s.createdAt', 'ASC').addOrderBy('s.id', 'ASC').getMany();
  }

  /** A family's newest stories (none of a trashed photo): the (family_id, created_at, id) index read backwards, `limit` entries. */
  getRecent(familyId: number, limit: number): Promise<Story[]> {
    return this.withAuthor()
      .innerJoin('s.photo', 'p', visiblePhoto('p'))
      .where('s.familyId = :familyId', { familyId })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The story and the members it mentions, in one transaction. */
  create(story: NewStory, mentionedUserIds: number[] = []): Promise<number> {
    return this.stories.manager.transaction(async (manager) => {
      const result = await manager.insert(Story, story);
      const id = Number(result.identifiers[0].id);
      if (mentionedUserIds.length > 0) await writeMentions(manager, { storyId: id }, mentionedUserIds);
      return id;
    });
  }

  /** The changes, and the mentions replaced when given, in one transaction. */
  async update(id: number, changes: StoryChanges, mentionedUserIds?: number[]): Promise<void> {
    if (mentionedUserIds === undefined) {
      await this.stories.update({ id }, changes);
      return;
    }
    await this.stories.manager.transaction(async (manager) => {
      if (Object.keys(changes).length > 0) await manager.update(Story, { id }, changes);
      await writeMentions(manager, { storyId: id }, mentionedUserIds);
    });
  }

  async delete(id: number): Promise<void> {
    await this.stories.delete({ id });
  }

  private withAuthor(): SelectQueryBuilder<Story> {
    return this.stories.createQueryBuilder('s').innerJoin('s.author', 'u').addSelect(['u.id', 'u.name']);
  }
}
