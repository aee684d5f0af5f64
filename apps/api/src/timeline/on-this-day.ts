/**
 * The pure parts of On This Day: which calendar days to look up (shared with the digest), a photo's year, and today
 * as a plain day.
 */

import type { ListedPhoto } from '@heirloom/database';

export { monthDaysFor } from '@heirloom/media';

/** The year a photo's date starts in: the memory it belongs to. */
export const yearOf = (photo: Pick<ListedPhoto, 'sortDate'>): number => Number(photo.sortDate.slice(0, 4));

/** Today on the server's calendar, 'YYYY-MM-DD' (callers send their own local day when it matters). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
