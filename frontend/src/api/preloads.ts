/**
 * The reads of the screen a page load opens, asked for as the app starts. Left to the components, each waited for
 * the code that makes it: the entry, then the session, then the shell's code, then the page's, then the family,
 * then its photos (at 100,000 photos the family page's first request for data went out 1 s after navigation, its
 * first thumbnail's 1.2 s; bench:browser). Here they start beside the code's download, once the session says
 * someone is signed in (a signed-out visitor is sent to sign in, and asks nothing more), and their answers are in
 * the cache before the screen's first render. Only the first screen of a page load: later screens ask as they render.
 */
import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { SortOrder } from '@heirloom/contracts';
import { pageKey, type Page } from '../hooks/usePagedList';
import { askAhead, takeAhead } from '../lib/readsAhead';
import { startFrom } from '../hooks/useDecadeJump';
import { FIRST_SCREEN_THUMBNAILS, warmImages } from '../boot/earlyReads';
import { getSession } from './auth';
import { reads, type PagedRead, type Read } from './hooks';

/** Puts an answer in the cache under `key`, unless a hook has already put its own there. */
const fillCache = <T>(key: string | readonly unknown[], data: T) => mutate(key, (cached?: T) => cached ?? data, { revalidate: false });

/**
 * A read asked for ahead of its hook, which takes the request as it mounts (nothing is asked twice), and put in the
 * cache once answered: the hook's first render then shows it rather than a spinner.
 */
const ask = <T>(read: Read<T>): Promise<T> => {
  const request = askAhead(read.key, read.fetch);
  // The hook that takes it sees its failure; an unhandled rejection here would only be noise.
  request.then((data) => fillCache(read.key, data)).catch(() => undefined);
  return request;
};

/**
 * A page of a list asked for ahead. The first one is put in the list's cache (useSWRInfinite's: its pages, and each
 * page by its key), and no longer waits to be taken: a list takes a cached first page as it is, and would take the
 * request only when asked to load again (after an upload), answering what was there before.
 */
const askPage = <P>(read: PagedRead<P>, page: number): Promise<P> => {
  const key = pageKey(read.key, page);
  const request = askAhead(key, () => read.fetchPage(page));
  if (page === 1) {
    const listKey = unstable_serialize((index) => pageKey(read.key, index + 1));
    request
      .then(async (first) => {
        takeAhead(key);
        await fillCache(listKey, [first]);
        await fillCache(key, first);
      })
      .catch(() => undefined);
  }
  return request;
};

/**
 * The first `pages` pages of a photo list, each asked for once the one before says there is more, and the thumbnails
 * of the first screen. Only pages the screen asks for at once: its sentinel wants the next page 800 px ahead.
 */
function askFirstPhotos<T extends { thumbnail_url: string }>(read: PagedRead<Page<T>>, pages: number): void {
  const next = async (page: number, shown: number): Promise<void> => {
    const answer = await askPage(read, page);
    warmImages(answer.items.slice(0, FIRST_SCREEN_THUMBNAILS - shown).map((item) => item.thumbnail_url));
    if (page < pages && answer.pagination.has_next) await next(page + 1, shown + answer.items.length);
  };
  next(1, 0).catch(() => undefined);
}

/** The session (GET /auth/me, once: its answer is the user's and the upload limits'): true when someone is signed in. */
export function preloadSession(): Promise<boolean> {
  const session = getSession().catch(() => null);
  session.then((answer) => answer && ask({ key: reads.uploadLimits().key, fetch: async () => answer.upload_limits })).catch(() => undefined);
  return ask({ key: reads.currentUser().key, fetch: () => session.then((answer) => answer?.user ?? null) }).then((user) => user !== null);
}

/** The shell's own read: the bell's notifications. */
export function preloadShell(): void {
  void ask(reads.notifications());
}

/** The dashboard: the caller's families (its cards) and the invitations waiting for them. */
export function preloadDashboardScreen(): void {
  void ask(reads.families());
  void ask(reads.pendingInvitations());
}

/**
 * The family page as it opens (its Photos tab, with no person chosen): the family, its first two pages of photos (a
 * screen of them), its decades and people.
 */
export function preloadFamilyScreen(familyId: number, searchParams: URLSearchParams): void {
  // A mistyped address (NaN): the page shows the API's refusal of it, asked for as it renders.
  if (Number.isNaN(familyId)) return;
  void ask(reads.family(familyId));
  askFirstPhotos(reads.familyPhotos(familyId, [], startFrom(searchParams, 'desc')), 2);
  void ask(reads.decades([familyId]));
  void ask(reads.peopleOf([familyId]));
}

/** The timeline of every family of the caller as it opens, once their families are known (without ?person_ids). */
export function preloadTimelineScreen(searchParams: URLSearchParams): void {
  if (searchParams.has('person_ids')) return;
  const order: SortOrder = searchParams.get('order') === 'asc' ? 'asc' : 'desc';
  void ask(reads.families()).then((families) => {
    const ids = families.map((family) => family.id).sort((a, b) => a - b);
    if (ids.length === 0) return;
    // Its grid view shows a screen of tiles (two pages); the timeline view, fewer than a page.
    askFirstPhotos(reads.timeline(ids, order, [], startFrom(searchParams, order)), searchParams.get('view') === 'grid' ? 2 : 1);
    void ask(reads.decades(ids));
    void ask(reads.peopleOf(ids));
  }).catch(() => undefined);
}

/** A photo's page: the photo, and its preview. */
export function preloadPhotoScreen(photoId: number): void {
  if (Number.isNaN(photoId)) return;
  ask(reads.photo(photoId))
    .then((photo) => warmImages([photo.preview_url]))
    .catch(() => undefined);
}
