import type { NotificationResponse } from '@heirloom/contracts';
import { NotificationRow } from '@heirloom/database';

export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    family: row.family,
    photo_id: row.photoId,
    text: row.text,
    count: row.count,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
