import type { SortOrder } from '@heirloom/contracts';

/**
 * The list a photo was opened from, so that the photo page's back arrow returns there and the viewer's next and
 * previous walk the same photos in the same order. It travels in the router's state (history.state), so it survives
 * a reload of the photo page; a deep link has none and falls back to the photo's family.
 */
export type PhotoListSource =
  | { kind: 'family'; familyId: number; personIds?: number[]; from?: string }
  | { kind: 'timeline'; familyIds: number[]; order: SortOrder; personIds?: number[]; from?: string }
  | { kind: 'person'; personId: number }
  | { kind: 'album'; albumId: number }
  | { kind: 'search'; q: string }
  | { kind: 'onThisDay'; day: string };

/** What a link to a photo carries: where it was opened (path and query) and from which list. */
export interface PhotoLinkState {
  from: string;
  list: PhotoListSource;
}

const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The source as one it can trust: history.state may hold anything (another version of the app, a hand-made entry). */
function readSource(value: unknown): PhotoListSource | null {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const people = source.personIds === undefined || isIds(source.personIds);
  // Where the list starts (after a decade jump).
  const start = source.from === undefined || isDay(source.from);
  switch (source.kind) {
    case 'family':
      return isId(source.familyId) && people && start ? (source as PhotoListSource) : null;
    case 'timeline':
      return isIds(source.familyIds) && (source.order === 'asc' || source.order === 'desc') && people && start ? (source as PhotoListSource) : null;
    case 'person':
      return isId(source.personId) ? (source as PhotoListSource) : null;
    case 'album':
      return isId(source.albumId) ? (source as PhotoListSource) : null;
    case 'search':
      return typeof source.q === 'string' && source.q !== '' ? (source as PhotoListSource) : null;
    case 'onThisDay':
      return isDay(source.day) ? (source as PhotoListSource) : null;
    default:
      return null;
  }
}

/** The link state of a photo page's location, or null (a deep link, or state it cannot read). */
export function readPhotoLinkState(state: unknown): PhotoLinkState | null {
  if (!state || typeof state !== 'object') return null;
  const { from, list } = state as Record<string, unknown>;
  const source = readSource(list);
  // Only a path of this app: never an absolute URL somebody put into the state.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || !source) return null;
  return { from, list: source };
}
