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
}

export interface CreateStoryRequest {
  content: string;
  /** The day the story tells of, 'YYYY-MM-DD'; blank or absent means none. */
  story_date?: string | null;
}

/** Absent fields stay as they are; a blank story_date clears it, a blank content is refused. */
export interface UpdateStoryRequest {
  content?: string;
  story_date?: string | null;
}

export interface RecentStoriesQuery {
  /** 10 when absent. */
  limit?: number;
}
