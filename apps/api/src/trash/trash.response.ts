import type { TrashedPhotoResponse } from '@heirloom/contracts';
import { TrashedPhoto } from '@heirloom/database';
import { Caller } from '../access/access.rules';
import { toPhotoResponse } from '../photos/photo.response';
import { versionedUrl } from '../photos/versioned-image';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A photo of the trash: the photo as its page showed it, with when it goes for good and who put it there. */
export function toTrashedPhotoResponse(photo: TrashedPhoto, viewer: Caller, trashDays: number): TrashedPhotoResponse {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the links of a photo outside the trash are left out
  const { file_url, download_url, playback_url, can_edit, can_delete, ...shown } = toPhotoResponse(photo, photo.uploader, viewer, { reactions: [], people: [] });
  const url = `/api/trash/photos/${photo.id}`;
  return {
    ...shown,
    thumbnail_url: versionedUrl(`${url}/thumbnail`, photo.derivativesVersion),
    preview_url: versionedUrl(`${url}/preview`, photo.derivativesVersion),
    deleted_at: photo.deletedAt.toISOString(),
    purge_at: new Date(photo.deletedAt.getTime() + trashDays * DAY_MS).toISOString(),
    deleted_by: photo.deleter,
  };
}
