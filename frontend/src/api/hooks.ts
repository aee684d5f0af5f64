/**
 * Every read of the client, one named hook per cache key: the key (keys.ts), its one fetcher and its SWR options
 * live here together, so two screens showing the same data can never fetch it two ways. Screens call these hooks and
 * never useSWR themselves; writes call the API functions and then mutate what a hook returned (or the keys).
 */
import { getProfile, listSessions } from './account';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { takeAhead } from '../lib/readsAhead';
import { usePagedList, type Page } from '../hooks/usePagedList';
import type { JobKind } from '../lib/jobs';
import { ALBUM_PAGE_SIZE, ALBUMS_PAGE_SIZE, BACKUP_LIST_POLL_MS, SHARED_PAGE_SIZE, SHARE_LINKS_PAGE_SIZE, BACKUP_POLL_MS, COMMENTS_PAGE_SIZE, FAMILY_PAGE_SIZE, ON_THIS_DAY_PAGE_SIZE, PEOPLE_PAGE_SIZE, PERSON_PAGE_SIZE, TIMELINE_PAGE_SIZE, TRASH_PAGE_SIZE } from '../lib/limits';
import { getAdminStats, getAdminUser, listAdminUsers, verifyAdmin } from './admin';
import { getMe, getSsoConfig, getUploadLimits } from './auth';
import { getBackup, getRestoringBackup, listBackups } from './backups';
import { listComments } from './comments';
import { getFamily, listFamilies, listMembers } from './families';
import { getInvitationByToken, listFamilyInvitations, listPendingInvitations } from './invitations';
import { keys } from './keys';
import { getPerson, listPeople, listPeoplePage, listPersonPhotos } from './people';
import { getPhoto, listFamilyPhotos } from './photos';
import { getSuggestions, search } from './search';
import { listStories } from './stories';
import { getActivity } from './activity';
import { listNotifications } from './notifications';
import { getPreferences } from './preferences';
import { listReactions } from './reactions';
import { getDecades, getOnThisDay, getTimeline } from './timeline';
import { listTrash } from './trash';
import { getAlbum, listAlbumPhotos, listAlbums, listPhotoAlbums } from './albums';
import { getSharedPage, listShareLinks } from './shareLinks';
import type { AlbumListResponse, AlbumResponse, BackupResponse, CommentResponse, MemoryPhotoResponse, OnThisDayResponse, PersonResponse, PhotoResponse, PublicPhotoResponse, PublicSharePageResponse, ShareLinkResponse, SortOrder, TimelinePhotoResponse, TrashedPhotoResponse, UserResponse } from '@heirloom/contracts';

/** A read as SWR takes it, its key and its one fetcher: shared by its hook and by its preload (api/preloads.ts). */
export interface Read<T> {
  key: readonly unknown[];
  fetch: () => Promise<T>;
}

/** A paged read: the base key of its pages and the fetcher of page p (usePagedList). */
export interface PagedRead<P> {
  key: readonly unknown[];
  fetchPage: (page: number) => Promise<P>;
}

/** The reads a screen's first paint needs, which preloads.ts asks for ahead of the screen's code. */
export const reads = {
  currentUser: (): Read<UserResponse | null> => ({ key: keys.auth.me(), fetch: () => getMe().catch(() => null) }),
  uploadLimits: () => ({ key: keys.auth.uploadLimits(), fetch: getUploadLimits }),
  families: () => ({ key: keys.families.list(), fetch: listFamilies }),
  family: (familyId: number) => ({ key: keys.families.detail(familyId), fetch: () => getFamily(familyId) }),
  familyPhotos: (familyId: number, personIds: readonly number[] = [], from: string | null = null): PagedRead<Page<PhotoResponse>> => ({
    key: keys.photos.family(familyId, FAMILY_PAGE_SIZE, 'desc', personIds, from),
    fetchPage: (page) => listFamilyPhotos(familyId, page, FAMILY_PAGE_SIZE, 'desc', personIds, from).then((r) => ({ items: r.photos, pagination: r.pagination })),
  }),
  timeline: (familyIds: readonly number[], order: SortOrder, personIds: readonly number[] = [], from: string | null = null): PagedRead<Page<TimelinePhotoResponse>> => ({
    key: keys.timeline.pages(familyIds, TIMELINE_PAGE_SIZE, order, personIds, from),
    fetchPage: (page) => getTimeline(familyIds, page, TIMELINE_PAGE_SIZE, order, personIds, from).then((r) => ({ items: r.photos, pagination: r.pagination })),
  }),
  decades: (familyIds: readonly number[]) => ({ key: keys.timeline.decades(familyIds), fetch: () => getDecades(familyIds) }),
  peopleOf: (familyIds: readonly number[]) => ({
    key: keys.people.ofFamilies(familyIds),
    fetch: () => Promise.all(familyIds.map((familyId) => listPeople(familyId))).then((lists) => lists.flat()),
  }),
  pendingInvitations: () => ({ key: keys.invitations.pending(), fetch: listPendingInvitations }),
  photo: (photoId: number) => ({ key: keys.photos.detail(photoId), fetch: () => getPhoto(photoId) }),
  notifications: () => ({ key: keys.notifications.list(), fetch: () => listNotifications({ limit: 20 }) }),
};

/**
 * A read's hook; its fetch takes the request a preload made ahead of it (lib/readsAhead.ts), if there is one. null
 * asks nothing. Loading means no answer yet: SWR counts a read loading until its check on mounting begins, even with
 * the answer a preload put in the cache, and a page would show its spinner for a render. (SWR's fields are getters
 * that note what the component reads: they are kept as they are.)
 */
function useRead<T>(read: Read<T> | null, config?: SWRConfiguration<T>): SWRResponse<T> {
  const response = useSWR(read?.key ?? null, () => takeAhead<T>(read!.key) ?? read!.fetch(), config);
  return Object.defineProperties({} as SWRResponse<T>, {
    ...Object.getOwnPropertyDescriptors(response),
    isLoading: { get: () => response.isLoading && response.data === undefined, enumerable: true },
  });
}

/** Who is signed in: null when not (a failed /auth/me means exactly that, with no message), undefined at first. */
export const useCurrentUser = () => useRead(reads.currentUser(), { revalidateOnFocus: false, shouldRetryOnError: false });

/** The server's upload limits, for the upload dialogs to refuse larger files before sending them (undefined until known). */
export const useUploadLimits = () => useRead(reads.uploadLimits(), { revalidateOnFocus: false, shouldRetryOnError: false });

/** How this server offers single sign-on (undefined until known; a failed read leaves the password form only). */
export const useSsoConfig = () => useSWR(keys.auth.sso(), getSsoConfig, { revalidateOnFocus: false, shouldRetryOnError: false });

/**
 * Whether the server says the caller is a platform admin (`two_factor_required`: REQUIRE_ADMIN_2FA owes two-factor
 * sign-in first); a failed check counts as "no", null (SPEC section 8).
 */
export const useAdminCheck = () =>
  useSWR(keys.admin.verify(), () => verifyAdmin().catch(() => null), { revalidateOnFocus: false, shouldRetryOnError: false });

export const useFamilies = () => useRead(reads.families());

export const useFamily = (familyId: number) => useRead(reads.family(familyId));

export const useMembers = (familyId: number) => useSWR(keys.members.list(familyId), () => listMembers(familyId));

/** A family's invitations, for its admins only: null asks nothing (a member's page has no such section). */
export const useFamilyInvitations = (familyId: number | null) =>
  useSWR(familyId !== null ? keys.invitations.family(familyId) : null, () => listFamilyInvitations(familyId!));

/** The invitation a link's token stands for, as its addressee is shown it; a refusal is an answer, not retried. */
export const useInvitationByToken = (token: string) =>
  useSWR(token ? keys.invitations.byToken(token) : null, () => getInvitationByToken(token), { shouldRetryOnError: false });

/** The invitations waiting for the caller's answer. */
export const usePendingInvitations = () => useRead(reads.pendingInvitations());

/** One photo; the one shown stays while the next loads (stepping through a family). */
export const usePhoto = (photoId: number) => useRead(reads.photo(photoId), { keepPreviousData: true });

/**
 * A family's photos, FAMILY_PAGE_SIZE a page, newest first; shared by the family page and the photo viewer.
 * `personIds`: only those in which all of these people are tagged; `from`: from that day (YYYY-MM-DD) back.
 */
export function useFamilyPhotos(familyId: number | null | undefined, personIds: readonly number[] = [], from: string | null = null) {
  const read = familyId ? reads.familyPhotos(familyId, personIds, from) : null;
  return usePagedList<PhotoResponse>(read?.key ?? null, (page) => read!.fetchPage(page));
}

/** A family's people by name, narrowed to a name prefix when `q` is given. */
export const usePeople = (familyId: number | null, q = '') => useSWR(familyId ? keys.people.list(familyId, q) : null, () => listPeople(familyId!, q));

/** The people of all these families (ids sorted), for the person filters; null asks nothing. */
export const usePeopleOf = (familyIds: readonly number[] | null) => useRead(familyIds && familyIds.length > 0 ? reads.peopleOf(familyIds) : null);

/** The People page: a family's people page by page, by name. */
export const usePeoplePages = (familyId: number, q: string) =>
  usePagedList<PersonResponse>(keys.people.pages(familyId, q, PEOPLE_PAGE_SIZE), (page) =>
    listPeoplePage(familyId, q, page, PEOPLE_PAGE_SIZE).then((answer) => ({ items: answer.people, pagination: answer.pagination })),
  );

/** null asks nothing (the viewer walking another list). */
export const usePerson = (personId: number | null) => useSWR(personId ? keys.people.detail(personId) : null, () => getPerson(personId!));

/** A person's photos, oldest first, PERSON_PAGE_SIZE a page. */
export function usePersonPhotos(personId: number | null) {
  return usePagedList<PhotoResponse>(personId ? keys.people.photos(personId, PERSON_PAGE_SIZE, 'asc') : null, (page) =>
    listPersonPhotos(personId!, page, PERSON_PAGE_SIZE, 'asc').then((r) => ({ items: r.photos, pagination: r.pagination })),
  );
}

/**
 * The timeline of the chosen families (ids sorted); null until they are known. `personIds`: photos with all of them;
 * `from`: the day (YYYY-MM-DD) the list starts at, in its order.
 */
export function useTimeline(familyIds: readonly number[] | null, order: SortOrder, personIds: readonly number[] = [], from: string | null = null) {
  const read = familyIds ? reads.timeline(familyIds, order, personIds, from) : null;
  return usePagedList<TimelinePhotoResponse>(read?.key ?? null, (page) => read!.fetchPage(page));
}

/** A family's newest photo (null: it has none), for its card on the dashboard. */
export const useFamilyCover = (familyId: number) =>
  useSWR(keys.photos.cover(familyId), () => listFamilyPhotos(familyId, 1, 1, 'desc').then((r) => r.photos[0] ?? null));

/** Photos per decade of the families (ids sorted; null: not yet known): the decade jump, and the real total. */
export const useDecades = (familyIds: readonly number[] | null) => useRead(familyIds && familyIds.length ? reads.decades(familyIds) : null);

/** A family's albums, newest first, ALBUMS_PAGE_SIZE a page; `firstPage.album_count` counts them all. */
export function useAlbums(familyId: number) {
  return usePagedList<AlbumResponse, AlbumListResponse & { items: AlbumResponse[] }>(keys.albums.family(familyId, ALBUMS_PAGE_SIZE), (page) =>
    listAlbums(familyId, page, ALBUMS_PAGE_SIZE).then((r) => ({ ...r, items: r.albums })),
  );
}

export const useAlbum = (albumId: number | null) => useSWR(albumId ? keys.albums.detail(albumId) : null, () => getAlbum(albumId!));

export const usePhotoAlbums = (photoId: number) => useSWR(keys.albums.ofPhoto(photoId), () => listPhotoAlbums(photoId));

/** An album's photos in date order, ALBUM_PAGE_SIZE a page. */
export function useAlbumPhotos(albumId: number | null) {
  return usePagedList<PhotoResponse>(albumId ? keys.albums.photos(albumId, ALBUM_PAGE_SIZE) : null, (page) =>
    listAlbumPhotos(albumId!, page, ALBUM_PAGE_SIZE).then((r) => ({ items: r.photos, pagination: r.pagination })),
  );
}

/** A family's share links (all of them for its admins, one's own otherwise), newest first. */
export function useShareLinks(familyId: number) {
  return usePagedList<ShareLinkResponse>(keys.shareLinks.family(familyId, SHARE_LINKS_PAGE_SIZE), (page) =>
    listShareLinks(familyId, page, SHARE_LINKS_PAGE_SIZE).then((r) => ({ items: r.share_links, pagination: r.pagination })),
  );
}

/** A share link's photos for a visitor; `firstPage` holds the link's heading and its zip's url. */
export function useSharedPages(token: string) {
  return usePagedList<PublicPhotoResponse, PublicSharePageResponse & { items: PublicPhotoResponse[] }>(keys.shared.pages(token, SHARED_PAGE_SIZE), (page) =>
    getSharedPage(token, page, SHARED_PAGE_SIZE).then((r) => ({ ...r, items: r.photos })),
  );
}

/** A family's trash, most recently deleted first, TRASH_PAGE_SIZE a page. */
export function useTrash(familyId: number) {
  return usePagedList<TrashedPhotoResponse>(keys.trash.pages(familyId, TRASH_PAGE_SIZE), (page) =>
    listTrash(familyId, page, TRASH_PAGE_SIZE).then((r) => ({ items: r.photos, pagination: r.pagination })),
  );
}

/**
 * The photos of `day` (the browser's local day, YYYY-MM-DD; null asks nothing) in earlier years, newest year first,
 * ON_THIS_DAY_PAGE_SIZE a page; `firstPage` holds the day's photo count and birthdays, `pages` the year groups.
 */
export function useOnThisDay(day: string | null) {
  return usePagedList<MemoryPhotoResponse, OnThisDayResponse & { items: MemoryPhotoResponse[] }>(day ? keys.timeline.onThisDay(day, ON_THIS_DAY_PAGE_SIZE) : null, (page) =>
    getOnThisDay(day!, page, ON_THIS_DAY_PAGE_SIZE).then((r) => ({ ...r, items: r.memories.flatMap((memory) => memory.photos) })),
  );
}

export const useStories = (photoId: number) => useSWR(keys.stories.list(photoId), () => listStories(photoId));

/** A photo's comments, oldest first, COMMENTS_PAGE_SIZE a page. */
export function useComments(photoId: number) {
  return usePagedList<CommentResponse>(keys.comments.pages(photoId, COMMENTS_PAGE_SIZE), (page) =>
    listComments(photoId, page, COMMENTS_PAGE_SIZE).then((r) => ({ items: r.comments, pagination: r.pagination })),
  );
}

/** Results of a search text (null: none asked); a new text shows no stale results meanwhile. */
export const useSearchResults = (q: string | null) => useSWR(q ? keys.search.results(q) : null, () => search(q!), { keepPreviousData: false });

/** Suggestions for a typed text (null: none asked); a failure is only logged and suggests nothing. */
export const useSuggestions = (q: string | null) =>
  useSWR(q ? keys.search.suggestions(q) : null, () =>
    getSuggestions(q!).catch((error: unknown) => {
      console.error('Search suggestions failed', error);
      return [];
    }),
  );

export const useAdminStats = () => useSWR(keys.admin.stats(), getAdminStats);

/** A page of the admin user list; the page shown stays while the next loads. */
export const useAdminUsers = (page: number, perPage: number, searchText: string) =>
  useSWR(keys.admin.users(page, perPage, searchText), () => listAdminUsers(page, perPage, searchText), { keepPreviousData: true });

export const useAdminUser = (userId: number) => useSWR(keys.admin.user(userId), () => getAdminUser(userId));

const anyRunning = (backups: BackupResponse[] | undefined) => !!backups?.some((b) => b.status === 'queued' || b.status === 'running');

/** The backups, polled while one of them is queued or running so that its status moves on screen. */
export const useBackups = () =>
  useSWR(keys.admin.backups(), listBackups, { refreshInterval: (latest) => (anyRunning(latest) ? BACKUP_LIST_POLL_MS : 0) });

/**
 * A backup while one run of its job (create or restore) goes on: polled every BACKUP_POLL_MS until `finished` says the
 * job is over; null when no run is followed. Every poll is a fresh request (no deduping), counted by `events`.
 */
export const useBackupRun = (
  run: { backupId: number; kind: JobKind; startedAt: number } | null,
  finished: (backup: BackupResponse) => boolean,
  events: { onSuccess: () => void; onError: () => void },
) =>
  // A restore's own poll sees the 401 of its commit (getRestoringBackup): see useBackupJob.
  useSWR(run ? keys.admin.backupRun(run.backupId, run.kind, run.startedAt) : null, () => (run!.kind === 'restore' ? getRestoringBackup(run!.backupId) : getBackup(run!.backupId)), {
    refreshInterval: (latest) => (latest && finished(latest) ? 0 : BACKUP_POLL_MS),
    dedupingInterval: 0,
    revalidateOnMount: true,
    ...events,
  });

/** Who reacted to a photo, kind by kind (opened on demand: null asks nothing). */
export const useReactionPeople = (photoId: number | null) => useSWR(photoId !== null ? keys.reactions.list(photoId) : null, () => listReactions(photoId!));

/** How often the bell asks again: at least once a minute, as the issue wants. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/** The newest notifications and the unread count, for the bell; refreshed every NOTIFICATIONS_REFRESH_MS. */
export const useNotifications = () => useRead(reads.notifications(), { refreshInterval: NOTIFICATIONS_REFRESH_MS });

/** The first page of an activity feed (familyId null: all of the caller's families); older pages come by cursor. */
export const useActivity = (familyId: number | null) => useSWR(keys.activity.feed(familyId), () => getActivity(familyId, { limit: 20 }));

/** A family's members for the `@` list (null: not known yet, asks nothing); the same cache as useMembers. */
export const useMentionableMembers = (familyId: number | null) =>
  useSWR(familyId !== null ? keys.members.list(familyId) : null, () => listMembers(familyId!));

/** The caller's own e-mail preferences and time zone. */
export const usePreferences = () => useSWR(keys.preferences.mine(), getPreferences);

/** One's own account with its two-factor state (GET /me). */
export const useProfile = () => useSWR(keys.account.profile(), getProfile);

/** One's signed-in browsers (GET /me/sessions). */
export const useDeviceSessions = () => useSWR(keys.account.sessions(), listSessions);
