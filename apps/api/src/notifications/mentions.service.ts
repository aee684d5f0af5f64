import { MentionedUser, MentionsRepository } from '@heirloom/database';
import { BadRequestException, Injectable } from '@nestjs/common';

/** Mentions in comments and stories: only members of the photo's family may be mentioned. */
@Injectable()
export class MentionsService {
  constructor(private readonly repository: MentionsRepository) {}

  /** The ids to store, once every one of them is a member of the family; 400 naming those who are not. */
  async requireMembers(familyId: number, userIds: number[] | undefined): Promise<number[]> {
    if (!userIds?.length) return [];
    const outsiders = await this.repository.notMembersOf(familyId, userIds);
    if (outsiders.length > 0) throw new BadRequestException(`mentioned_user_ids must name members of this family, which ${outsiders.join(', ')} ${outsiders.length === 1 ? 'is' : 'are'} not`);
    return userIds;
  }

  ofComments(commentIds: number[]): Promise<Map<number, MentionedUser[]>> {
    return this.repository.ofComments(commentIds);
  }

  ofStories(storyIds: number[]): Promise<Map<number, MentionedUser[]>> {
    return this.repository.ofStories(storyIds);
  }
}
