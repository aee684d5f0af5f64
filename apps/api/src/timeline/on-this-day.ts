/** The pure parts of On This Day: which calendar days to look up (shared with the digest), and today as a plain day. */

export { monthDaysFor } from '@heirloom/media';

/** Today on the server's calendar, 'YYYY-MM-DD' (callers send their own local day when it matters). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
