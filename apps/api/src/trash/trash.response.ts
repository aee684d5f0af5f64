import type { TrashedPhotoResponse } from '@heirloom/contracts';
import { TrashedPhoto } from '@heirloom/database';
import { toPhotoDetails } from '../photos/photo.response';
import { versionedUrl } from '../photos/versioned-image';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A photo of the trash: the photo as its page showed it, with when it goes for good and who put it there; its images
 * through the trash's routes, and none of the links of a photo outside the trash.
 */
export function toTrashedPhotoResponse(photo: TrashedPhoto, trashDays: number): TrashedPhotoResponse {
  const url = `/api/trash/photos/${photo.id}`;
  return Object.assign(toPhotoDetails(photo, photo.uploader, { reactions: [], people: [] }), {
    thumbnail_url: versionedUrl(`${url}/thumbnail`, photo.derivativesVersion),
    preview_url: versionedUrl(`${url}/preview`, photo.derivativesVersion),
    deleted_at: photo.deletedAt.toISOString(),
    purge_at: new Date(photo.deletedAt.getTime() + trashDays * DAY_MS).toISOString(),
    deleted_by: photo.deleter,
  });
}
