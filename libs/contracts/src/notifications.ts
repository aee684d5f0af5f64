import type { FamilyRefResponse, UserRefResponse } from './common';

export type NotificationType = 'comment' | 'story' | 'reaction' | 'mention' | 'photos_added' | 'member_joined';

export interface NotificationResponse {
  id: number;
  type: NotificationType;
  /** Who did it; for a group (reactions on a photo, photos added on a day), the latest of them. */
  actor: UserRefResponse;
  family: FamilyRefResponse;
  /** The photo a click leads to; null for member_joined. */
  photo_id: number | null;
  /** An excerpt of the comment or story, the reaction's kind; null otherwise. */
  text: string | null;
  /** How many events the notification groups (reactions on one photo, photos added to a family on one day). */
  count: number;
  created_at: string;
  read_at: string | null;
}

/** ?unread_only, ?before (the next_before of the previous page), ?limit (1 to 50, 20 when absent). */
export interface NotificationsQuery {
  unread_only?: boolean;
  before?: string;
  limit?: number;
}

export interface NotificationPageResponse {
  notifications: NotificationResponse[];
  /** The caller's unread notifications, counted up to 100 (the bell shows 99+ past 99). */
  unread_count: number;
  next_before: string | null;
}

/** The notifications to mark read; all of the caller's when absent. */
export interface MarkNotificationsReadRequest {
  ids?: number[];
}

export interface UnreadCountResponse {
  /** As NotificationPageResponse.unread_count: counted up to 100. */
  unread_count: number;
}
