import { Story } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';

export interface StoryResponse {
  id: number;
  photo_id: number;
  content: string;
  story_date: string | null;
  created_at: string;
  updated_at: string;
  author: { id: number; name: string };
  /** The author alone edits (SPEC section 6). */
  can_edit: boolean;
  /** The author or a family admin deletes. */
  can_delete: boolean;
}

/** A story as `caller` sees it; `story.author` must be loaded. */
export function toStoryResponse(story: Story, caller: Caller): StoryResponse {
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
  };
}
