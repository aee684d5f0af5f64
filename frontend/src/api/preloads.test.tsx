import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from './auth';
import { post } from './http';
import { keys } from './keys';
import * as familiesApi from './families';
import * as invitationsApi from './invitations';
import * as peopleApi from './people';
import * as photosApi from './photos';
import * as timelineApi from './timeline';
import { useCurrentUser, useFamily, useFamilyPhotos, usePhoto, useUploadLimits } from './hooks';
import { preloadDashboardScreen, preloadFamilyScreen, preloadPhotoScreen, preloadSession, preloadTimelineScreen } from './preloads';
import { READ_AHEAD_MS, takeAhead } from '../lib/readsAhead';
import { makeFamily, makePhoto, makePhotos, makeUser } from '../test/factories';
import { recordWarmedImages } from '../test/warmedImages';

vi.mock('./auth', () => ({ getSession: vi.fn(), getMe: vi.fn(), getUploadLimits: vi.fn() }));
vi.mock('./families', () => ({ getFamily: vi.fn(), listFamilies: vi.fn() }));
vi.mock('./people', () => ({ listPeople: vi.fn() }));
vi.mock('./invitations', () => ({ listPendingInvitations: vi.fn() }));
vi.mock('./timeline', () => ({ getDecades: vi.fn(), getTimeline: vi.fn() }));
vi.mock('./photos', async (importOriginal) => ({ ...(await importOriginal<typeof photosApi>()), listFamilyPhotos: vi.fn(), getPhoto: vi.fn() }));

const listFamilyPhotos = vi.mocked(photosApi.listFamilyPhotos);
const getTimeline = vi.mocked(timelineApi.getTimeline);

/** The images the preloads start downloading (jsdom fetches none). */
let warmed: string[] = [];

/** The app's SWR setup: the default cache, which preloads fill (each test uses its own family ids). */
const AppCache = ({ children }: { children: ReactNode }) => <SWRConfig value={{ revalidateOnFocus: false }}>{children}</SWRConfig>;

/** A family of `total` photos, 12 a page, ids from 1. */
const familyOf = (total: number) =>
  listFamilyPhotos.mockImplementation(async (_familyId, page) => {
    const from = (page - 1) * 12;
    const photos = makePhotos(from + 1, Math.max(0, Math.min(12, total - from)));
    return { photos, pagination: { page, per_page: 12, has_next: from + 12 < total } };
  });

/** Lets the answers asked for go into the cache. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The family page's preloads of a family of 30 photos, answered: both of its first pages asked for. */
async function preloadedFamily(familyId: number): Promise<void> {
  familyOf(30);
  preloadFamilyScreen(familyId, new URLSearchParams());
  await waitFor(() => expect(listFamilyPhotos).toHaveBeenCalledTimes(2));
  await settled();
}

describe('preloads of the first screen', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    warmed = recordWarmedImages();
    vi.mocked(familiesApi.getFamily).mockImplementation(async (id) => makeFamily({ id }));
    vi.mocked(timelineApi.getDecades).mockResolvedValue([]);
    vi.mocked(peopleApi.listPeople).mockResolvedValue([]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the family, its first two pages, decades and people, and the first screen of thumbnails', async () => {
    familyOf(30);
    preloadFamilyScreen(101, new URLSearchParams());
    await waitFor(() => expect(listFamilyPhotos).toHaveBeenCalledTimes(2));
    expect(familiesApi.getFamily).toHaveBeenCalledWith(101);
    expect(listFamilyPhotos.mock.calls).toEqual([
      [101, 1, 12, 'desc', [], null],
      [101, 2, 12, 'desc', [], null],
    ]);
    expect(timelineApi.getDecades).toHaveBeenCalledWith([101]);
    expect(peopleApi.listPeople).toHaveBeenCalledWith(101);
    await waitFor(() => expect(warmed).toHaveLength(24));
    expect(warmed).toEqual(makePhotos(1, 24).map((photo) => photo.thumbnail_url));
  });

  it('asks for no second page when the first says there is none, and starts at the decade of the address', async () => {
    familyOf(5);
    preloadFamilyScreen(102, new URLSearchParams('decade=1980'));
    await waitFor(() => expect(warmed).toHaveLength(5));
    expect(listFamilyPhotos.mock.calls).toEqual([[102, 1, 12, 'desc', [], '1989-12-31']]);
  });

  it("hands the family and its first page to the page's hooks: shown at their first render, asked for once", async () => {
    await preloadedFamily(103);

    const family = renderHook(() => useFamily(103), { wrapper: AppCache });
    const photos = renderHook(() => useFamilyPhotos(103), { wrapper: AppCache });
    expect(family.result.current.data?.id).toBe(103);
    expect(family.result.current.isLoading).toBe(false);
    expect(photos.result.current.items.map((photo) => photo.id)).toEqual(makePhotos(1, 12).map((photo) => photo.id));

    // It asks for the next page at once (a screen's sentinel does), and takes the one asked for ahead.
    expect(photos.result.current.isLoading).toBe(false);
    act(() => photos.result.current.loadMore());
    await waitFor(() => expect(photos.result.current.items).toHaveLength(24));
    expect(familiesApi.getFamily).toHaveBeenCalledTimes(1);
    expect(listFamilyPhotos).toHaveBeenCalledTimes(2);
  });

  it('loads a list again after a change afresh: neither its first page nor its second asked for ahead is used', async () => {
    await preloadedFamily(106);
    const photos = renderHook(() => useFamilyPhotos(106), { wrapper: AppCache });
    await waitFor(() => expect(photos.result.current.loadingMore).toBe(false));

    // A photo uploaded: the family's list now starts with it.
    familyOf(31);
    await act(() => photos.result.current.reload());
    expect(listFamilyPhotos).toHaveBeenCalledTimes(3);
    act(() => photos.result.current.loadMore());
    await waitFor(() => expect(photos.result.current.items).toHaveLength(24));
    expect(listFamilyPhotos).toHaveBeenCalledTimes(4);
    expect(new Set(photos.result.current.items.map((photo) => photo.id)).size).toBe(24);
  });

  it('keeps a page asked for ahead only a short while: a list that comes later asks again', async () => {
    vi.useFakeTimers();
    familyOf(30);
    preloadFamilyScreen(104, new URLSearchParams());
    await vi.waitFor(() => expect(listFamilyPhotos).toHaveBeenCalledTimes(2));
    const secondPage = ['photos', 'family', 104, 12, 'desc', 2];
    vi.advanceTimersByTime(READ_AHEAD_MS);
    expect(takeAhead(secondPage)).toBeUndefined();
  });

  it('a page asked for ahead is taken once', async () => {
    await preloadedFamily(105);
    const secondPage = ['photos', 'family', 105, 12, 'desc', 2];
    expect((await takeAhead<{ items: unknown[] }>(secondPage))?.items).toHaveLength(12);
    expect(takeAhead(secondPage)).toBeUndefined();
  });

  it("asks for the timeline of every family once they are known, a page in its timeline view and two in its grid", async () => {
    vi.mocked(familiesApi.listFamilies).mockResolvedValue([makeFamily({ id: 9 }), makeFamily({ id: 3 })]);
    getTimeline.mockImplementation(async (_ids, page) => ({
      photos: makePhotos((page - 1) * 20 + 1, 20).map((photo) => ({ ...photo, family: { id: 3, name: 'The Smiths' } })),
      pagination: { page, per_page: 20, has_next: true },
    }));
    preloadTimelineScreen(new URLSearchParams('view=grid&order=asc'));
    await waitFor(() => expect(getTimeline).toHaveBeenCalledTimes(2));
    expect(getTimeline.mock.calls).toEqual([
      [[3, 9], 1, 20, 'asc', [], null],
      [[3, 9], 2, 20, 'asc', [], null],
    ]);
    expect(timelineApi.getDecades).toHaveBeenCalledWith([3, 9]);
    await waitFor(() => expect(warmed).toHaveLength(24));
  });

  it('leaves a mistyped address to the page (it shows the refusal as it renders)', async () => {
    preloadFamilyScreen(Number.NaN, new URLSearchParams());
    preloadPhotoScreen(Number.NaN);
    await settled();
    expect(familiesApi.getFamily).not.toHaveBeenCalled();
    expect(listFamilyPhotos).not.toHaveBeenCalled();
    expect(photosApi.getPhoto).not.toHaveBeenCalled();
  });

  it('leaves a timeline filtered by people to the page', async () => {
    preloadTimelineScreen(new URLSearchParams('person_ids=4'));
    await settled();
    expect(familiesApi.listFamilies).not.toHaveBeenCalled();
  });

  it('asks for the dashboard\'s families and pending invitations', async () => {
    vi.mocked(familiesApi.listFamilies).mockResolvedValue([makeFamily({ id: 3 })]);
    vi.mocked(invitationsApi.listPendingInvitations).mockResolvedValue([]);
    preloadDashboardScreen();
    await waitFor(() => expect(invitationsApi.listPendingInvitations).toHaveBeenCalledTimes(1));
    expect(familiesApi.listFamilies).toHaveBeenCalledTimes(1);
  });

  it('asks for the session once: its answer is the user and the upload limits, each taken by its hook', async () => {
    const limits = { max_photo_mb: 50, max_video_mb: 500 };
    vi.mocked(authApi.getSession).mockResolvedValue({ user: makeUser({ id: 8 }), upload_limits: limits });
    expect(await preloadSession()).toBe(true);
    await settled();
    const user = renderHook(() => useCurrentUser(), { wrapper: AppCache });
    const uploads = renderHook(() => useUploadLimits(), { wrapper: AppCache });
    expect(user.result.current.data?.id).toBe(8);
    expect(uploads.result.current.data).toEqual(limits);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(authApi.getSession).toHaveBeenCalledTimes(1);
    expect(authApi.getMe).not.toHaveBeenCalled();
    expect(authApi.getUploadLimits).not.toHaveBeenCalled();
  });

  it('reads a photo afresh after a change, even when it was asked for ahead once its page had read it', async () => {
    const getPhoto = vi.mocked(photosApi.getPhoto).mockResolvedValue(makePhoto(78));
    // Read as it renders: SWR renders a component again for what it read.
    const page = renderHook(() => usePhoto(78).data?.description, { wrapper: AppCache });
    await waitFor(() => expect(page.result.current).toBe('Photo 78'));
    // The first screen's read of the same photo, asked after the page had read it itself (the session answered late):
    // nobody takes it.
    preloadPhotoScreen(78);
    await settled();
    expect(getPhoto).toHaveBeenCalledTimes(2);

    // Someone tagged in it (a change through the API), and the photo read again: from the server, not what was asked.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ tag: {} }), { status: 201, headers: { 'Content-Type': 'application/json' } })));
    await post('/photos/78/people', { person_id: 3, region: null });
    getPhoto.mockResolvedValue(makePhoto(78, { description: 'Tagged' }));
    await act(() => mutate(keys.photos.detail(78)));
    expect(page.result.current).toBe('Tagged');
    expect(getPhoto).toHaveBeenCalledTimes(3);
  });

  it("asks for a photo and starts its preview's download", async () => {
    vi.mocked(photosApi.getPhoto).mockResolvedValue(makePhoto(77));
    preloadPhotoScreen(77);
    await waitFor(() => expect(warmed).toEqual([makePhoto(77).preview_url]));
  });
});
