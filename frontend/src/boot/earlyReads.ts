/**
 * The reads of the first screen, asked for as the page loads, before the app's code (a megabyte of script, about
 * 400 ms to come and run at 100,000 photos; bench:browser) has come: the session, then the screen's first answers,
 * and the thumbnails or preview they show, which then download while that code runs. The app's request for the same
 * address takes the answer (api/http.ts) instead of asking again; one not taken within READ_AHEAD_MS is dropped.
 * Only the screens a person opens most, at their plain address; api/preloads.ts asks for the rest of each screen as
 * the app starts (and for every other screen), taking what was asked for here.
 */
import { HeldRequests } from './heldRequests';
import { API_BASE, FAMILY_PAGE_SIZE, paths, TIMELINE_PAGE_SIZE } from './paths';

export { READ_AHEAD_MS } from './heldRequests';

/** The most thumbnails a first screen shows (the family grid's six rows of four on a desktop). */
export const FIRST_SCREEN_THUMBNAILS = 24;

const early = new HeldRequests<Response>();

/** Asks for a GET of `path` (under API_BASE) as the app's http helper would, and keeps it to be taken. */
function ask(path: string): Promise<Response> {
  const url = `${API_BASE}${path}`;
  return early.hold(url, fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' }));
}

/** The answer asked for early at this address (`/api/...`), taken once; undefined when there is none. */
export const takeEarlyRead = (url: string): Promise<Response> | undefined => early.take(url);

/** Forgets every answer not yet taken (a change was made: api/http.ts). */
export const forgetEarlyReads = (): void => early.forget(() => true);

/** An answer's JSON, read from a copy (the app reads the body it takes); null when it failed. */
const bodyOf = <T>(request: Promise<Response>): Promise<T | null> =>
  request.then((response) => (response.ok ? (response.clone().json() as Promise<T>) : null)).catch(() => null);

/** Starts downloading images the screen is about to show: they then come beside its code rather than after its render. */
export function warmImages(urls: string[]): void {
  for (const url of urls) new Image().src = url;
}

/** A page of the family's photos or of the timeline, as far as the thumbnails go. */
interface PhotoList {
  photos: Array<{ thumbnail_url: string }>;
}

/** The first pages of a list, asked for at once, and the thumbnails of their first screen, in the list's order. */
function askFirstPhotos(pageOf: (page: number) => string, pages: number): void {
  const answers = Array.from({ length: pages }, (_, index) => bodyOf<PhotoList>(ask(pageOf(index + 1))));
  void Promise.all(answers).then((lists) =>
    warmImages(lists.flatMap((list) => list?.photos ?? []).slice(0, FIRST_SCREEN_THUMBNAILS).map((photo) => photo.thumbnail_url)),
  );
}

interface EarlyScreen {
  path: RegExp;
  search: RegExp;
  /**
   * The page's own code (its route's lazy chunk, as routes.tsx loads it), asked for beside the shared code rather than
   * after it has run: the only app code named here, and dynamically, so nothing of it is in this chunk.
   */
  code: () => Promise<unknown>;
  reads: (id: number, search: URLSearchParams) => void;
}

/** The screens read early, by their plain address (a query that changes what they show is left to the app). */
const screens: EarlyScreen[] = [
  {
    // The family page: the family, and a screen of its photos (two pages of 12).
    path: /^\/families\/(\d+)\/?$/,
    search: /^$/,
    code: () => import('../pages/family/FamilyPage'),
    reads: (familyId) => {
      void ask(paths.family(familyId));
      askFirstPhotos((page) => paths.familyPhotos(familyId, page, FAMILY_PAGE_SIZE, 'desc'), 2);
    },
  },
  {
    // The timeline of every family of the caller: their families first. Its grid view shows a screen of tiles (two
    // pages of 20); the timeline view, fewer than a page.
    path: /^\/timeline\/?$/,
    search: /^(\?view=(grid|timeline))?$/,
    code: () => import('../pages/timeline/TimelinePage'),
    reads: (_, search) =>
      void bodyOf<{ families: Array<{ id: number }> }>(ask(paths.families)).then((answer) => {
        const ids = (answer?.families ?? []).map((family) => family.id).sort((a, b) => a - b);
        if (ids.length > 0) askFirstPhotos((page) => paths.timeline(ids, page, TIMELINE_PAGE_SIZE, 'desc'), search.get('view') === 'grid' ? 2 : 1);
      }),
  },
  {
    // A photo's page: the photo, and its preview.
    path: /^\/photos\/(\d+)\/?$/,
    search: /^$/,
    code: () => import('../pages/photo/PhotoPage'),
    reads: (photoId) =>
      void bodyOf<{ photo: { preview_url: string } }>(ask(paths.photo(photoId))).then((answer) => answer && warmImages([answer.photo.preview_url])),
  },
];

/**
 * Called once by the page load's first script (main.tsx) with its address. The session first: a signed-out visitor is
 * sent to sign in, and asks for nothing more.
 */
export function askEarlyReads(location: { pathname: string; search: string }): void {
  for (const screen of screens) {
    const match = screen.path.exec(location.pathname);
    if (!match || !screen.search.test(location.search)) continue;
    void bodyOf<{ user: unknown }>(ask(paths.session)).then((session) => {
      if (!session?.user) return;
      screen.reads(Number(match[1]), new URLSearchParams(location.search));
      // After the reads: the page's dozen small chunks would otherwise take the browser's six connections from them.
      // A chunk that fails here fails again, visibly, when the route renders it.
      screen.code().catch(() => undefined);
    });
    return;
  }
}
