/**
 * SWR key factory: every cache key of the client comes from here, so a write can name exactly the keys
 * it makes stale. Keys are arrays whose first item is the area.
 */

export const keys = {
  auth: {
    me: () => ['auth', 'me'] as const,
    uploadLimits: () => ['auth', 'upload-limits'] as const,
    sso: () => ['auth', 'sso'] as const,
  },
  account: {
    profile: () => ['account', 'profile'] as const,
    sessions: () => ['account', 'sessions'] as const,
  },
  families: {
    list: () => ['families', 'list'] as const,
    detail: (familyId: number) => ['families', 'detail', familyId] as const,
  },
  members: {
    list: (familyId: number) => ['members', familyId] as const,
  },
  invitations: {
    pending: () => ['invitations', 'pending'] as const,
    family: (familyId: number) => ['invitations', 'family', familyId] as const,
    byToken: (token: string) => ['invitations', 'token', token] as const,
  },
  photos: {
    /** Base key of a family's photo pages (from a day when `from`); usePagedList appends the page number. */
    family: (familyId: number, perPage: number, order: 'asc' | 'desc', personIds: readonly number[] = [], from: string | null = null) =>
      ['photos', 'family', familyId, perPage, order, ...(personIds.length > 0 ? [`people:${personIds.join(',')}`] : []), ...(from ? [`from:${from}`] : [])] as const,
    detail: (photoId: number) => ['photos', 'detail', photoId] as const,
    /** A family's newest photo, its dashboard card's cover. */
    cover: (familyId: number) => ['photos', 'cover', familyId] as const,
  },
  timeline: {
    /** Base key of the timeline pages (from a day when `from`); usePagedList appends the page number. */
    pages: (familyIds: readonly number[], perPage: number, order: 'asc' | 'desc', personIds: readonly number[] = [], from: string | null = null) =>
      ['timeline', 'pages', familyIds.join(','), perPage, order, ...(personIds.length > 0 ? [`people:${personIds.join(',')}`] : []), ...(from ? [`from:${from}`] : [])] as const,
    /** Base key of On This Day's pages of a day; usePagedList appends the page number. */
    onThisDay: (date: string, perPage: number) => ['timeline', 'on-this-day', date, perPage] as const,
    /** How many photos each decade holds in these families (ids sorted). */
    decades: (familyIds: readonly number[]) => ['timeline', 'decades', familyIds.join(',')] as const,
  },
  people: {
    /** A family's people (q: a name prefix, '' for all). */
    list: (familyId: number, q: string) => ['people', 'list', familyId, q] as const,
    /** The People page's pages (q as for list). */
    pages: (familyId: number, q: string, perPage: number) => ['people', 'pages', familyId, q, perPage] as const,
    /** The people of several families at once (the filters). */
    ofFamilies: (familyIds: readonly number[]) => ['people', 'families', familyIds.join(',')] as const,
    detail: (personId: number) => ['people', 'detail', personId] as const,
    /** Base key of a person's photo pages; usePagedList appends the page number. */
    photos: (personId: number, perPage: number, order: 'asc' | 'desc') => ['people', 'photos', personId, perPage, order] as const,
  },
  albums: {
    family: (familyId: number, perPage: number) => ['albums', 'family', familyId, perPage] as const,
    detail: (albumId: number) => ['albums', 'detail', albumId] as const,
    /** Base key of an album's photo pages; usePagedList appends the page number. */
    photos: (albumId: number, perPage: number) => ['albums', 'photos', albumId, perPage] as const,
    ofPhoto: (photoId: number) => ['albums', 'of-photo', photoId] as const,
  },
  shareLinks: {
    /** Base key of a family's share link pages; usePagedList appends the page number. */
    family: (familyId: number, perPage: number) => ['share-links', familyId, perPage] as const,
  },
  shared: {
    /** Base key of a share link's public pages (by token); usePagedList appends the page number. */
    pages: (token: string, perPage: number) => ['shared', token, perPage] as const,
  },
  trash: {
    /** Base key of a family's trash pages; usePagedList appends the page number. */
    pages: (familyId: number, perPage: number) => ['trash', familyId, perPage] as const,
  },
  stories: {
    list: (photoId: number) => ['stories', photoId] as const,
  },
  comments: {
    /** Base key of a photo's comment pages; usePagedList appends the page number. */
    pages: (photoId: number, perPage: number) => ['comments', photoId, perPage] as const,
  },
  reactions: {
    list: (photoId: number) => ['reactions', photoId] as const,
  },
  notifications: {
    list: () => ['notifications', 'list'] as const,
  },
  preferences: {
    mine: () => ['preferences', 'mine'] as const,
  },
  activity: {
    /** The first page of a family's feed (familyId) or of all the caller's (null). */
    feed: (familyId: number | null) => ['activity', familyId ?? 'all'] as const,
  },
  search: {
    results: (q: string) => ['search', 'results', q] as const,
    suggestions: (q: string) => ['search', 'suggestions', q] as const,
  },
  audit: {
    /** Base key of audit pages (every event, or a family's), per filters; usePagedList appends the page number. */
    pages: (familyId: number | null, actorId = 0, action = '', from = '', to = '') => ['audit', familyId ?? 'all', actorId, action, from, to] as const,
  },
  admin: {
    verify: () => ['admin', 'verify'] as const,
    stats: () => ['admin', 'stats'] as const,
    users: (page: number, perPage: number, search: string) => ['admin', 'users', page, perPage, search] as const,
    user: (userId: number) => ['admin', 'user', userId] as const,
    backups: () => ['admin', 'backups'] as const,
    /** One run of a backup's job (create or restore, by its start): an old run's answer is never reused. */
    backupRun: (backupId: number, kind: string, startedAt: number) => ['admin', 'backup', backupId, kind, startedAt] as const,
  },
};
