import type { PageQuery, PaginationResponse, UserRefResponse } from './common';
import type { PhotoResponse } from './photos';

/**
 * A photo in its family's trash (issue 15), as its uploader and the family admins see it. Its thumbnail and preview
 * are read through the trash's own routes (the photo's own answer 404 while it is in the trash); it has no original,
 * download or playback link until it is restored.
 */
export interface TrashedPhotoResponse extends Omit<PhotoResponse, 'file_url' | 'download_url' | 'playback_url' | 'can_edit' | 'can_delete'> {
  deleted_at: string;
  /** When the scheduled purge deletes it for good: deleted_at + TRASH_DAYS. */
  purge_at: string;
  /** Who moved it to the trash; null once their account is gone. */
  deleted_by: UserRefResponse | null;
}

/** GET /families/{familyId}/trash: most recently deleted first; a member sees their own uploads, an admin every one. */
export interface TrashPageResponse {
  photos: TrashedPhotoResponse[];
  pagination: PaginationResponse;
}

export type TrashQuery = PageQuery;

/** DELETE /photos/{photoId}/permanent and DELETE /families/{familyId}/trash: how many photos were deleted for good. */
export interface TrashDeletedResponse {
  deleted: number;
}
