import type { FamilyRefResponse, UserRefResponse } from './common';

/** What an activity item tells of; more kinds (albums, people tagged) join as those exist. */
export type ActivityType = 'photos_added' | 'story_added' | 'comment_added' | 'member_joined';

export interface ActivityItemResponse {
  id: number;
  type: ActivityType;
  actor: UserRefResponse;
  family: FamilyRefResponse;
  /** When it happened; for photos_added, when the first photo of the group was added. */
  created_at: string;
  /** Photos added: how many of the group are still there; 1 for the other kinds. */
  count: number;
  /** The photos it is about, newest first, at most 6 (photos_added), or the one photo of a story or comment. */
  photo_ids: number[];
  /** Their thumbnails, in the same order (versioned URLs, as a photo's thumbnail_url). */
  thumbnail_urls: string[];
  /** A short excerpt of the story or comment; null otherwise. */
  text: string | null;
}

/** ?before (the next_before of the previous page), ?limit (1 to 50, 20 when absent). */
export interface ActivityQuery {
  before?: string;
  limit?: number;
}

export interface ActivityPageResponse {
  activity: ActivityItemResponse[];
  /** The cursor of the next (older) page; null when this page is the last. */
  next_before: string | null;
}
