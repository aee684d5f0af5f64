import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { CommentMention, FamilyMember, StoryMention } from '../entities';

export interface MentionedUser {
  id: number;
  name: string;
}

/** Who comments and stories mention: written with them (CommentsRepository, StoriesRepository), read here in batches. */
@Injectable()
export class MentionsRepository {
  constructor(
    @InjectRepository(CommentMention) private readonly comments: Repository<CommentMention>,
    @InjectRepository(StoryMention) private readonly stories: Repository<StoryMention>,
    @InjectRepository(FamilyMember) private readonly members: Repository<FamilyMember>,
  ) {}

  /** The ids among `userIds` that are not members of the family (one look-up on the unique (family_id, user_id) index). */
  async notMembersOf(familyId: number, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const found = await this.members.find({ select: { userId: true }, where: { familyId, userId: In(userIds) } });
    const members = new Set(found.map((member) => member.userId));
    return userIds.filter((id) => !members.has(id));
  }

  /** The mentions of many comments, by comment id, in one statement. */
  ofComments(commentIds: number[]): Promise<Map<number, MentionedUser[]>> {
    return this.read(this.comments, 'commentId', commentIds);
  }

  ofStories(storyIds: number[]): Promise<Map<number, MentionedUser[]>> {
    return this.read(this.stories, 'storyId', storyIds);
  }

  private async read<T extends CommentMention | StoryMention>(repository: Repository<T>, owner: 'commentId' | 'storyId', ids: number[]): Promise<Map<number, MentionedUser[]>> {
    const mentions = new Map<number, MentionedUser[]>();
    if (ids.length === 0) return mentions;
    const rows: Array<{ owner_id: number | string; id: number | string; name: string }> = await repository
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .select(`m.${owner}`, 'owner_id')
      .addSelect('u.id', 'id')
      .addSelect('u.name', 'name')
      .where(`m.${owner} IN (:...ids)`, { ids })
      .orderBy('u.name', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getRawMany();
    for (const row of rows) {
      const ownerId = Number(row.owner_id);
      mentions.set(ownerId, [...(mentions.get(ownerId) ?? []), { id: Number(row.id), name: row.name }]);
    }
    return mentions;
  }
}

/** Writes a comment's or story's mentions inside the transaction that writes it (replacing those it had). */
export async function writeMentions(manager: EntityManager, owner: { commentId: number } | { storyId: number }, userIds: number[]): Promise<void> {
  if ('commentId' in owner) {
    await manager.delete(CommentMention, { commentId: owner.commentId });
    if (userIds.length > 0) await manager.insert(CommentMention, userIds.map((userId) => ({ commentId: owner.commentId, userId })));
  } else {
    await manager.delete(StoryMention, { storyId: owner.storyId });
    if (userIds.length > 0) await manager.insert(StoryMention, userIds.map((userId) => ({ storyId: owner.storyId, userId })));
  }
}
