/** Booleans derived from the current user and family (SPEC section 6). */
import type { Family, Id, Photo, User } from './api/types';

const sameId = (a: Id | undefined | null, b: Id | undefined | null) =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

export function canAdmin(user: User | null | undefined): boolean {
  return user?.is_admin === true;
}

/** The caller's role in the family: the family's `role`, else the caller's entry in `members`. */
export function isFamilyAdmin(family: Family | null | undefined, user: User | null | undefined): boolean {
  if (!family || !user) return false;
  if (family.role) return family.role === 'admin';
  return family.members?.some((m) => sameId(m.user_id, user.id) && m.role === 'admin') ?? false;
}

/** Only the uploader may edit or delete a photo; the server's can_edit flag says so when present. */
export function isUploader(photo: Photo | null | undefined, user: User | null | undefined): boolean {
  if (!photo || !user) return false;
  return photo.can_edit ?? sameId(photo.uploaded_by?.id, user.id);
}

export function isSelf(user: User | null | undefined, id: Id | undefined | null): boolean {
  return !!user && sameId(user.id, id);
}
