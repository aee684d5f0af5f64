import { COMMON_WORD, ON_THIS_DAY, PAGE_PERSON, PREFIX, RARE_WORD, SUGGESTION_PREFIX } from './library';

/** The signed-in user's own family, whose photo page is read. */
export const PAGE_FAMILY = 1;

export interface Scenario {
  name: string;
  /** The API call, as the web client makes it. */
  api: string;
  /** The same query on the bare server. */
  bare: string;
  /** The p99 target on this 2-core machine, in ms; none for a reference row. */
  p99TargetMs?: number;
  /** Extra environment of the API process this scenario runs against. */
  apiEnv?: Record<string, string>;
}

/**
 * The environment of an API that keeps no search answer (SEARCH_CACHE_ENTRIES=0): what a question nobody asked
 * since the last change costs, every time.
 */
export const UNCACHED_API_ENV = { SEARCH_CACHE_ENTRIES: '0' };

const SEARCHES: Scenario[] = [
  { name: `search common word (${COMMON_WORD})`, api: `/api/search?q=${COMMON_WORD}`, bare: `/search?q=${COMMON_WORD}`, p99TargetMs: 100 },
  { name: `search rare word (${RARE_WORD})`, api: `/api/search?q=${RARE_WORD}`, bare: `/search?q=${RARE_WORD}`, p99TargetMs: 100 },
  { name: `search prefix (${PREFIX})`, api: `/api/search?q=${PREFIX}`, bare: `/search?q=${PREFIX}`, p99TargetMs: 100 },
  { name: `suggestions (${SUGGESTION_PREFIX})`, api: `/api/search/suggestions?q=${SUGGESTION_PREFIX}`, bare: `/suggestions?q=${SUGGESTION_PREFIX}`, p99TargetMs: 50 },
];

export const SCENARIOS: Scenario[] = [
  // Reference: what any signed-in call costs (session, user, framework) against an empty handler.
  { name: 'reference: GET /api/auth/me', api: '/api/auth/me', bare: '/health' },
  { name: 'family photo page', api: `/api/families/${PAGE_FAMILY}/photos?page=1&per_page=12&sort_by=taken_date&order=desc`, bare: '/family-page', p99TargetMs: 50 },
  { name: 'timeline page', api: '/api/timeline?page=1&per_page=20', bare: '/timeline', p99TargetMs: 50 },
  { name: "a person's photos page", api: `/api/people/${PAGE_PERSON}/photos?page=1&per_page=24`, bare: '/person-page', p99TargetMs: 50 },
  { name: 'on this day', api: `/api/timeline/on-this-day?date=${ON_THIS_DAY}`, bare: '/on-this-day', p99TargetMs: 50 },
  // Issue 16: a page of 20 (the client's page), with the unread count beside the notifications.
  { name: 'notifications page', api: '/api/notifications?limit=20', bare: '/notifications', p99TargetMs: 50 },
  { name: 'activity feed', api: '/api/activity?limit=20', bare: '/activity', p99TargetMs: 50 },
  { name: 'family activity feed', api: `/api/families/${PAGE_FAMILY}/activity?limit=20`, bare: '/family-activity', p99TargetMs: 50 },
  ...SEARCHES,
  // The searches again with no answer kept: reported beside the targets, not judged by them.
  ...SEARCHES.map(({ name, api, bare }) => ({ name: `uncached: ${name}`, api, bare, apiEnv: UNCACHED_API_ENV })),
];

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
