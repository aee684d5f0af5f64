import type { ActivityItemResponse } from '@heirloom/contracts';
import { ActivityRow } from '@heirloom/database';
import { photoImageUrl } from '../photos/versioned-image';

export function toActivityItemResponse(row: ActivityRow): ActivityItemResponse {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    family: row.family,
    created_at: row.createdAt.toISOString(),
    count: row.count,
    photo_ids: row.photos.map((photo) => photo.id),
    thumbnail_urls: row.photos.map((photo) => photoImageUrl(photo.id, 'thumbnail', photo.derivativesVersion)),
    text: row.text,
  };
}
