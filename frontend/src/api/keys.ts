/**
 * SWR key factory: every cache key of the client comes from here, so a write can name exactly the keys
 * it makes stale. Keys are arrays whose first item is the area.
 */
import type { Id } from './types';

export const keys = {
  auth: {
    me: () => ['auth', 'me'] as const,
  },
  families: {
    list: () => ['families', 'list'] as const,
    detail: (familyId: Id) => ['families', 'detail', String(familyId)] as const,
  },
  members: {
    list: (familyId: Id) => ['members', String(familyId)] as const,
  },
  invitations: {
    pending: () => ['invitations', 'pending'] as const,
    family: (familyId: Id) => ['invitations', 'family', String(familyId)] as const,
    byToken: (token: string) => ['invitations', 'token', token] as const,
  },
  photos: {
    /** Base key of a family's photo pages; usePagedList appends the page number. */
    family: (familyId: Id, perPage: number, order: 'asc' | 'desc') =>
      ['photos', 'family', String(familyId), perPage, order] as const,
    detail: (photoId: Id) => ['photos', 'detail', String(photoId)] as const,
  },
  timeline: {
    /** Base key of the timeline pages; usePagedList appends the page number. */
    pages: (familyIds: readonly Id[], perPage: number, order: 'asc' | 'desc') =>
      ['timeline', 'pages', familyIds.join(','), perPage, order] as const,
    onThisDay: (date: string) => ['timeline', 'on-this-day', date] as const,
  },
  stories: {
    list: (photoId: Id) => ['stories', String(photoId)] as const,
  },
  comments: {
    /** Base key of a photo's comment pages; usePagedList appends the page number. */
    pages: (photoId: Id, perPage: number) => ['comments', String(photoId), perPage] as const,
  },
  search: {
    results: (q: string) => ['search', 'results', q] as const,
    suggestions: (q: string) => ['search', 'suggestions', q] as const,
  },
  admin: {
    verify: () => ['admin', 'verify'] as const,
    stats: () => ['admin', 'stats'] as const,
    users: (page: number, perPage: number, search: string) => ['admin', 'users', page, perPage, search] as const,
    user: (userId: Id) => ['admin', 'user', String(userId)] as const,
    backups: () => ['admin', 'backups'] as const,
    /** One run of a backup's job (create or restore, by its start): an old run's answer is never reused. */
    backupRun: (backupId: Id, kind: string, startedAt: number) => ['admin', 'backup', String(backupId), kind, startedAt] as const,
  },
};
