/**
 * The addresses of the reads a page load asks for before the app's code has come (boot/earlyReads.ts), for it and for
 * the API modules alike: an early answer is taken by the request of the same address, so both build it here. This
 * folder imports nothing of the app statically: it is the small chunk that runs first (vite.config.ts).
 */
import type { SortOrder } from '@heirloom/contracts';

export const API_BASE = '/api';

/** SPEC section 9's page sizes of the family page and the timeline (re-exported by lib/limits.ts with the others). */
export const FAMILY_PAGE_SIZE = 12;
export const TIMELINE_PAGE_SIZE = 20;

/** Builds `?a=1&b=2`, skipping undefined, null and empty values. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Paths under API_BASE. `personIds`: photos in which all of those people are tagged; `from`: the day (YYYY-MM-DD) a list starts at. */
export const paths = {
  session: '/auth/me',
  families: '/families',
  family: (familyId: number) => `/families/${familyId}`,
  familyPhotos: (familyId: number, page: number, perPage: number, order: SortOrder, personIds: readonly number[] = [], from: string | null = null) =>
    `/families/${familyId}/photos${query({ page, per_page: perPage, sort_by: 'taken_date', order, person_ids: personIds.join(','), from })}`,
  timeline: (familyIds: readonly number[], page: number, perPage: number, order: SortOrder, personIds: readonly number[] = [], from: string | null = null) =>
    `/timeline${query({ family_ids: familyIds.join(','), page, per_page: perPage, order, person_ids: personIds.join(','), from })}`,
  photo: (photoId: number) => `/photos/${photoId}`,
};
