import type { ActivityItemResponse } from '@heirloom/contracts';
import { ActivityRow } from '@heirloom/database';

export function toActivityItemResponse(row: ActivityRow): ActivityItemResponse {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    family: row.family,
    created_at: row.createdAt.toISOString(),
    count: row.count,
    photo_ids: row.photoIds,
    text: row.text,
  };
}
