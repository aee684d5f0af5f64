/** Booleans derived from the current user and family (SPEC section 6). */
import type { FamilyResponse, PhotoResponse, UserResponse } from '@heirloom/contracts';

export function canAdmin(user: UserResponse | null | undefined): boolean {
  return user?.is_admin === true;
}

/** The caller's role in the family, which the family's response carries. */
export function isFamilyAdmin(family: FamilyResponse | null | undefined): boolean {
  return family?.role === 'admin';
}

/** Only the uploader may edit a photo; the server's can_edit flag says so. */
export function isUploader(photo: PhotoResponse | null | undefined): boolean {
  return photo?.can_edit === true;
}

/** The uploader or a family admin may move a photo to the trash; the server's can_delete flag says so. */
export function canDeletePhoto(photo: Pick<PhotoResponse, 'can_delete'> | null | undefined): boolean {
  return photo?.can_delete === true;
}

export function isSelf(user: UserResponse | null | undefined, id: number): boolean {
  return user?.id === id;
}
