import type { UserRefResponse } from './common';

export interface StoryResponse {
  id: number;
  photo_id: number;
  content: string;
  story_date: string | null;
  created_at: string;
  updated_at: string;
  author: UserRefResponse;
  /** The author alone edits (SPEC section 6). */
  can_edit: boolean;
  /** The author or a family admin deletes. */
  can_delete: boolean;
  /** The members the story mentions. */
  mentions: UserRefResponse[];
}

export interface CreateStoryRequest {
  content: string;
  /** The day the story tells of, 'YYYY-MM-DD'; blank or absent means none. */
  story_date?: string | null;
  /** Members of the photo's family the story mentions (they are notified); anyone else is refused. */
  mentioned_user_ids?: number[];
}

/** Absent fields stay as they are; a blank story_date clears it, a blank content is refused. */
export interface UpdateStoryRequest {
  content?: string;
  story_date?: string | null;
  /** Replaces the story's mentions when sent (newly mentioned members are notified). */
  mentioned_user_ids?: number[];
}

export interface RecentStoriesQuery {
  /** 10 when absent. */
  limit?: number;
}
