import type { StoryResponse } from '@heirloom/contracts';
import { MentionedUser, Story } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';

/** A story as `caller` sees it; `story.author` must be loaded. */
export function toStoryResponse(story: Story, caller: Caller, mentions: MentionedUser[]): StoryResponse {
  const subject = { familyId: story.familyId, ownerUserId: story.authorId };
  return {
    id: story.id,
    photo_id: story.photoId,
    content: story.content,
    story_date: story.storyDate,
    created_at: story.createdAt.toISOString(),
    updated_at: story.updatedAt.toISOString(),
    author: { id: story.authorId, name: story.author?.name ?? '' },
    can_edit: allows('story.update', caller, subject),
    can_delete: allows('story.delete', caller, subject),
    mentions,
  };
}
