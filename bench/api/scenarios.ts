import { count } from './bench-env';
import { COMMON_WORD, ON_THIS_DAY, PAGE_FAMILY, PAGE_PERSON, PREFIX, RARE_WORD, SUGGESTION_PREFIX } from './library';
import { largestAlbumOfFirstFamily, visiblePhotosOf } from './library-albums';

/**
 * What a scenario is held to (targets.ts): a page (every page, the timeline and On This Day: against the stack
 * floor), a search (against the family photo page's floors), or nothing (the reference row).
 */
export type ScenarioKind = 'reference' | 'page' | 'search';

export interface Scenario {
  /** The same at every size: the rows of one table line up by it. */
  key: string;
  name: string;
  /** What differs at this size (a deep page that is the family's last, the album read). */
  note?: string;
  kind: ScenarioKind;
  /** The API call, as the web client makes it. */
  api: string;
  /** The same query on the floors (bare-routes.ts), with the same parameters. */
  bare: string;
  /** A deep page held against the first page of the same list (its key): no OFFSET scan that grows with the page. */
  deepOf?: string;
  /** Extra environment of the API process this scenario runs against. */
  apiEnv?: Record<string, string>;
}

/**
 * The environment of an API that keeps no search answer (SEARCH_CACHE_ENTRIES=0): what a question nobody asked
 * since the last change costs, every time.
 */
export const UNCACHED_API_ENV = { SEARCH_CACHE_ENTRIES: '0' };

export const FAMILY_PAGE_KEY = 'family-page';
export const ON_THIS_DAY_KEY = 'on-this-day';

/** As the web client (frontend/src/lib/limits.ts). */
const FAMILY_PAGE_SIZE = 12;
const TIMELINE_PAGE_SIZE = 20;
const PERSON_PAGE_SIZE = 24;
const ALBUMS_PAGE_SIZE = 24;
const ALBUM_PAGE_SIZE = 24;
const TRASH_PAGE_SIZE = 24;
const ON_THIS_DAY_PAGE_SIZE = 24;
const FEED_PAGE_SIZE = 20;
/** The deep family page, or the family's last where it has fewer. */
const DEEP_PAGE = 500;
/** The deep year of the timeline: about the middle of the seeded dates (1950 to 2024). */
export const DEEP_YEAR_FROM = '1987-12-31';

const SEARCHES: Array<Omit<Scenario, 'kind'>> = [
  { key: 'search-common', name: `search common word (${COMMON_WORD})`, api: `/api/search?q=${COMMON_WORD}`, bare: `/search?q=${COMMON_WORD}` },
  { key: 'search-rare', name: `search rare word (${RARE_WORD})`, api: `/api/search?q=${RARE_WORD}`, bare: `/search?q=${RARE_WORD}` },
  { key: 'search-prefix', name: `search prefix (${PREFIX})`, api: `/api/search?q=${PREFIX}`, bare: `/search?q=${PREFIX}` },
  { key: 'suggestions', name: `suggestions (${SUGGESTION_PREFIX})`, api: `/api/search/suggestions?q=${SUGGESTION_PREFIX}`, bare: `/suggestions?q=${SUGGESTION_PREFIX}` },
];

/** The scenarios at a library of `photos` photos (the deep page and the album depend on it). */
export function scenariosFor(photos: number): Scenario[] {
  const lastPage = Math.ceil(visiblePhotosOf(photos, PAGE_FAMILY) / FAMILY_PAGE_SIZE);
  const deepPage = Math.min(DEEP_PAGE, lastPage);
  const album = largestAlbumOfFirstFamily(photos);
  const familyPage = (page: number) => ({
    api: `/api/families/${PAGE_FAMILY}/photos?page=${page}&per_page=${FAMILY_PAGE_SIZE}&sort_by=taken_date&order=desc`,
    bare: `/family-page?family=${PAGE_FAMILY}&page=${page}&per_page=${FAMILY_PAGE_SIZE}`,
  });
  const page = (scenario: Omit<Scenario, 'kind'>): Scenario => ({ ...scenario, kind: 'page' });
  return [
    // Reference: what any signed-in call costs (session, user, framework) against an empty handler.
    { key: 'reference', name: 'reference: GET /api/auth/me', kind: 'reference', api: '/api/auth/me', bare: '/health' },
    page({ key: FAMILY_PAGE_KEY, name: 'family photo page 1', ...familyPage(1) }),
    page({
      key: 'family-page-deep',
      name: `family photo page ${DEEP_PAGE}`,
      note: deepPage < DEEP_PAGE ? `page ${deepPage}, the family's last` : undefined,
      ...familyPage(deepPage),
      deepOf: FAMILY_PAGE_KEY,
    }),
    page({ key: 'timeline', name: 'timeline first page', api: `/api/timeline?page=1&per_page=${TIMELINE_PAGE_SIZE}`, bare: `/timeline?per_page=${TIMELINE_PAGE_SIZE}` }),
    page({
      key: 'timeline-deep-year',
      name: `timeline from ${DEEP_YEAR_FROM} (a deep year)`,
      api: `/api/timeline?from=${DEEP_YEAR_FROM}&page=1&per_page=${TIMELINE_PAGE_SIZE}`,
      bare: `/timeline?from=${DEEP_YEAR_FROM}&per_page=${TIMELINE_PAGE_SIZE}`,
      deepOf: 'timeline',
    }),
    page({ key: ON_THIS_DAY_KEY, name: 'on this day', api: `/api/timeline/on-this-day?date=${ON_THIS_DAY}&per_page=${ON_THIS_DAY_PAGE_SIZE}`, bare: `/on-this-day?date=${ON_THIS_DAY}&per_page=${ON_THIS_DAY_PAGE_SIZE}` }),
    page({
      key: 'person-page',
      name: "a person's photos page",
      api: `/api/people/${PAGE_PERSON}/photos?page=1&per_page=${PERSON_PAGE_SIZE}`,
      bare: `/person-page?person=${PAGE_PERSON}&per_page=${PERSON_PAGE_SIZE}`,
    }),
    page({
      key: 'album-page',
      name: "an album's photos page",
      note: `album ${album.id}, ${count(album.visible)} photos`,
      api: `/api/albums/${album.id}/photos?page=1&per_page=${ALBUM_PAGE_SIZE}`,
      bare: `/album-page?album=${album.id}&per_page=${ALBUM_PAGE_SIZE}`,
    }),
    page({
      key: 'albums',
      name: "a family's albums",
      note: `${album.albums} albums`,
      api: `/api/families/${PAGE_FAMILY}/albums?page=1&per_page=${ALBUMS_PAGE_SIZE}`,
      bare: `/albums?family=${PAGE_FAMILY}&per_page=${ALBUMS_PAGE_SIZE}`,
    }),
    page({
      key: 'trash',
      name: "a family's trash",
      api: `/api/families/${PAGE_FAMILY}/trash?page=1&per_page=${TRASH_PAGE_SIZE}`,
      bare: `/trash?family=${PAGE_FAMILY}&per_page=${TRASH_PAGE_SIZE}`,
    }),
    // Issue 16: a page of 20 (the client's page), with the unread count beside the notifications.
    page({ key: 'notifications', name: 'notifications page', api: `/api/notifications?limit=${FEED_PAGE_SIZE}`, bare: `/notifications?limit=${FEED_PAGE_SIZE}` }),
    page({ key: 'activity', name: 'activity feed', api: `/api/activity?limit=${FEED_PAGE_SIZE}`, bare: `/activity?limit=${FEED_PAGE_SIZE}` }),
    page({
      key: 'family-activity',
      name: 'family activity feed',
      api: `/api/families/${PAGE_FAMILY}/activity?limit=${FEED_PAGE_SIZE}`,
      bare: `/family-activity?family=${PAGE_FAMILY}&limit=${FEED_PAGE_SIZE}`,
    }),
    ...SEARCHES.map((search): Scenario => ({ ...search, kind: 'search' })),
    // The searches again with no answer kept.
    ...SEARCHES.map((search): Scenario => ({ ...search, key: `uncached-${search.key}`, name: `uncached: ${search.name}`, kind: 'search', apiEnv: UNCACHED_API_ENV })),
  ];
}

export const isUncached = (scenario: Scenario): boolean => scenario.apiEnv === UNCACHED_API_ENV;

/** The scenarios grouped by the API process they need (same extra environment), in order. */
export function byApiEnv(scenarios: Scenario[]): Array<{ env: Record<string, string>; scenarios: Scenario[] }> {
  const groups = new Map<string, { env: Record<string, string>; scenarios: Scenario[] }>();
  for (const scenario of scenarios) {
    const key = JSON.stringify(scenario.apiEnv ?? {});
    if (!groups.has(key)) groups.set(key, { env: scenario.apiEnv ?? {}, scenarios: [] });
    groups.get(key)!.scenarios.push(scenario);
  }
  return [...groups.values()];
}
