import { Comment } from '../entities';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { writeMentions } from './mentions.repository';
import { visiblePhoto } from './photo-visibility';

export type NewComment = Pick<Comment, 'photoId' | 'familyId' | 'authorId' | 'content'>;

@Injectable()
export class CommentsRepository {
  constructor(@InjectRepository(Comment) private readonly comments: Repository<Comment>) {}

  getById(id: number): Promise<Comment | null> {
    return this.withAuthorAndUploader().where('c.id = :id', { id }).getOne();
  }

  /**
   * One page of a photo's comments, oldest first: the (photo_id, created_at, id) index in order, so pages neither
   * repeat nor skip a comment. Ask for one more than the page to learn whether another follows.
   */
  getPage(photoId: number, offset: number, limit: number): Promise<Comment[]> {
    return this.withAuthorAndUploader()
      .where('c.photoId = :photoId', { photoId })
      .orderBy('c.createdAt', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getMany();
  }

  /** A family's newest comments (none on a trashed photo): the (family_id, created_at, id) index read backwards, `limit` entries. */
  getRecent(familyId: number, limit: number): Promise<Comment[]> {
    return this.withAuthorAndUploader()
      .where('c.familyId = :familyId', { familyId })
      .andWhere(visiblePhoto('p'))
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The comment and the members it mentions, in one transaction. */
  create(comment: NewComment, mentionedUserIds: number[] = []): Promise<number> {
    return this.comments.manager.transaction(async (manager) => {
      const result = await manager.insert(Comment, comment);
      const id = Number(result.identifiers[0].id);
      if (mentionedUserIds.length > 0) await writeMentions(manager, { commentId: id }, mentionedUserIds);
      return id;
    });
  }

  async delete(id: number): Promise<void> {
    await this.comments.delete({ id });
  }

  /** With the author's name and the photo's uploader, which can_delete depends on. */
  private withAuthorAndUploader(): SelectQueryBuilder<Comment> {
    return this.comments
      .createQueryBuilder('c')
      .innerJoin('c.author', 'u')
      .addSelect(['u.id', 'u.name'])
      .innerJoin('c.photo', 'p')
      .addSelect(['p.id', 'p.uploadedBy']);
  }
}
