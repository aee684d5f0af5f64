import { useParams } from 'react-router-dom';

/**
 * A route's id (`/families/:familyId`) as the number the API names it by. Anything but digits becomes NaN, which the
 * API refuses (400) as it refused the text itself, so a mistyped address still shows the page's error.
 */
export function useIdParam(name: string): number {
  return idFrom(useParams()[name]);
}

/** A route param as an id: its number, or NaN for anything but digits. */
export const idFrom = (value: string | undefined): number => (value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN);
