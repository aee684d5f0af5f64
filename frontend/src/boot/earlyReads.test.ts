import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarlyReads, READ_AHEAD_MS } from './earlyReads';
import { getSession } from '../api/auth';
import { getFamily, listFamilies } from '../api/families';
import { getPhoto, listFamilyPhotos } from '../api/photos';
import { tagPerson } from '../api/people';
import { getTimeline } from '../api/timeline';
import { makeFamily, makePhoto, makePhotos, makeUser } from '../test/factories';
import { recordWarmedImages } from '../test/warmedImages';

// The pages' code, which the early reads ask for once signed in: only whether it was asked matters here.
const pageCode = vi.hoisted(() => ({ family: vi.fn(), timeline: vi.fn(), photo: vi.fn() }));
vi.mock('../pages/family/FamilyPage', () => (pageCode.family(), { default: () => null }));
vi.mock('../pages/timeline/TimelinePage', () => (pageCode.timeline(), { default: () => null }));
vi.mock('../pages/photo/PhotoPage', () => (pageCode.photo(), { default: () => null }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server as the early reads meet it: `answers` by path (without /api); anything else is a 404. */
function serve(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => (answers[url.replace(/^\/api/, '')] ?? (() => json({ error: 'Not found' }, 404)))());
  vi.stubGlobal('fetch', fetchMock);
  return { asked: () => fetchMock.mock.calls.map(([url]) => url) };
}

const signedIn = () => json({ user: makeUser({ id: 1 }), upload_limits: {} });
const photoPage = (from: number, hasNext: boolean) => () => json({ photos: makePhotos(from, 12), pagination: { page: 1, per_page: 12, has_next: hasNext } });

/** Lets the answers asked for settle (each is a few promises deep). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early reads of the first screen', () => {
  let warmed: string[];

  beforeEach(() => {
    warmed = recordWarmedImages();
    Object.values(pageCode).forEach((load) => load.mockClear());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks for the family page's session, family and first two pages, warms a screen of thumbnails, and hands the answers to the app's own requests", async () => {
    const server = serve({
      '/auth/me': signedIn,
      '/families/7': () => json({ family: makeFamily({ id: 7 }) }),
      '/families/7/photos?page=1&per_page=12&sort_by=taken_date&order=desc': photoPage(1, true),
      '/families/7/photos?page=2&per_page=12&sort_by=taken_date&order=desc': photoPage(13, true),
    });
    askEarlyReads({ pathname: '/families/7', search: '' });
    await vi.waitFor(() => expect(warmed).toHaveLength(24));
    expect(warmed).toEqual(makePhotos(1, 24).map((photo) => photo.thumbnail_url));
    expect(server.asked()).toEqual([
      '/api/auth/me',
      '/api/families/7',
      '/api/families/7/photos?page=1&per_page=12&sort_by=taken_date&order=desc',
      '/api/families/7/photos?page=2&per_page=12&sort_by=taken_date&order=desc',
    ]);
    await vi.waitFor(() => expect(pageCode.family).toHaveBeenCalledTimes(1));

    // The app's requests for the same addresses take the answers: nothing is asked twice.
    expect((await getSession()).user?.id).toBe(1);
    expect((await getFamily(7)).id).toBe(7);
    expect((await listFamilyPhotos(7, 1, 12, 'desc')).photos[0].id).toBe(1);
    expect((await listFamilyPhotos(7, 2, 12, 'desc')).photos[0].id).toBe(13);
    expect(server.asked()).toHaveLength(4);
    // Taken once: asked again, a read goes to the server.
    await getFamily(7);
    expect(server.asked()).toHaveLength(5);
  });

  it('asks for nothing more, not even the page code, for a signed-out visitor', async () => {
    const server = serve({ '/auth/me': () => json({ error: 'Not signed in' }, 401) });
    askEarlyReads({ pathname: '/families/8', search: '' });
    await settled();
    await settled();
    expect(server.asked()).toEqual(['/api/auth/me']);
    expect(pageCode.family).not.toHaveBeenCalled();
    expect(warmed).toEqual([]);
  });

  it('leaves other screens, and a screen at an address whose query changes what it shows, to the app', async () => {
    const server = serve({ '/auth/me': signedIn });
    askEarlyReads({ pathname: '/dashboard', search: '' });
    askEarlyReads({ pathname: '/families/9', search: '?decade=1980' });
    askEarlyReads({ pathname: '/timeline', search: '?order=asc' });
    await settled();
    expect(server.asked()).toEqual([]);
  });

  it("asks for the timeline of the caller's families (ids sorted), one page, or two in its grid view", async () => {
    const server = serve({
      '/auth/me': signedIn,
      '/families': () => json({ families: [makeFamily({ id: 3 }), makeFamily({ id: 1 })] }),
      '/timeline?family_ids=1%2C3&page=1&per_page=20&order=desc': () => json({ photos: makePhotos(1, 20), pagination: { page: 1, per_page: 20, has_next: true } }),
      '/timeline?family_ids=1%2C3&page=2&per_page=20&order=desc': () => json({ photos: makePhotos(21, 20), pagination: { page: 2, per_page: 20, has_next: true } }),
    });
    askEarlyReads({ pathname: '/timeline', search: '?view=grid' });
    await vi.waitFor(() => expect(warmed).toHaveLength(24));
    expect(warmed).toEqual(makePhotos(1, 24).map((photo) => photo.thumbnail_url));
    expect((await listFamilies()).map((family) => family.id)).toEqual([3, 1]);
    expect((await getTimeline([1, 3], 1, 20, 'desc')).photos).toHaveLength(20);
    expect((await getTimeline([1, 3], 2, 20, 'desc')).photos[0].id).toBe(21);
    expect(server.asked().filter((url) => url.startsWith('/api/timeline'))).toHaveLength(2);
    await vi.waitFor(() => expect(pageCode.timeline).toHaveBeenCalledTimes(1));

    askEarlyReads({ pathname: '/timeline', search: '' });
    await vi.waitFor(() => expect(server.asked().filter((url) => url.startsWith('/api/timeline'))).toHaveLength(3));
    await settled();
    expect(server.asked().filter((url) => url.includes('&page=2&'))).toHaveLength(1);
  });

  it("warms a photo page's preview", async () => {
    const photo = makePhoto(42);
    const server = serve({ '/auth/me': signedIn, '/photos/42': () => json({ photo }) });
    askEarlyReads({ pathname: '/photos/42', search: '' });
    await vi.waitFor(() => expect(warmed).toEqual([photo.preview_url]));
    expect((await getPhoto(42)).id).toBe(42);
    expect(server.asked()).toEqual(['/api/auth/me', '/api/photos/42']);
  });

  it('forgets an answer not taken yet once a change is made: the read after it goes to the server', async () => {
    let tagged = false;
    const server = serve({
      '/auth/me': signedIn,
      '/photos/46': () => json({ photo: makePhoto(46, { description: tagged ? 'Tagged' : 'Photo 46' }) }),
      '/photos/46/people': () => ((tagged = true), json({ tag: {} }, 201)),
    });
    askEarlyReads({ pathname: '/photos/46', search: '' });
    await vi.waitFor(() => expect(warmed).toHaveLength(1));
    // The app's first read went out before this one came (it is not taken), then someone is tagged in the photo.
    await tagPerson(46, 3, null);
    expect((await getPhoto(46)).description).toBe('Tagged');
    expect(server.asked()).toEqual(['/api/auth/me', '/api/photos/46', '/api/photos/46/people', '/api/photos/46']);
  });

  it('drops an answer the app has not taken within READ_AHEAD_MS: a screen left before it showed is not handed it later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const server = serve({ '/auth/me': signedIn, '/photos/43': () => json({ photo: makePhoto(43) }), '/photos/45': () => json({ photo: makePhoto(45) }) });
    const askedFor = (url: string) => server.asked().filter((asked) => asked === url).length;
    askEarlyReads({ pathname: '/photos/43', search: '' });
    askEarlyReads({ pathname: '/photos/45', search: '' });
    // Not vi.waitFor: with fake timers it moves the clock as it polls.
    for (let round = 0; round < 50 && askedFor('/api/photos/45') === 0; round++) await new Promise((resolve) => setImmediate(resolve));
    expect(askedFor('/api/photos/45')).toBe(1);
    // Just before: taken.
    vi.advanceTimersByTime(READ_AHEAD_MS - 1);
    await getPhoto(45);
    expect(askedFor('/api/photos/45')).toBe(1);
    // At READ_AHEAD_MS: dropped, and asked for again.
    vi.advanceTimersByTime(1);
    await getPhoto(43);
    expect(askedFor('/api/photos/43')).toBe(2);
  });

  it('asks again when the early request failed', async () => {
    let failures = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/me') return signedIn();
      if (url === '/api/photos/44' && failures++ === 0) throw new TypeError('Failed to fetch');
      return json({ photo: makePhoto(44) });
    });
    vi.stubGlobal('fetch', fetchMock);
    askEarlyReads({ pathname: '/photos/44', search: '' });
    await vi.waitFor(() => expect(failures).toBe(1));
    expect((await getPhoto(44)).id).toBe(44);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/photos/44')).toHaveLength(2);
  });
});
