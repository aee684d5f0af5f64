import { toBoolean, toInstant } from '../../query/raw-values';
import { AdminListing } from './admin-list';
import { visiblePhoto } from '../photo-visibility';

/** An account as the admin panel lists it, with its family and photo counts. */
export interface AdminUserSummary {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  familyCount: number;
  photoCount: number;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** A family as the admin panel lists it, with its creator (null once their account is gone) and counts. */
export interface AdminFamilySummary {
  id: number;
  name: string;
  description: string;
  createdAt: Date;
  creator: { id: number; name: string } | null;
  memberCount: number;
  photoCount: number;
}

/** Users with their family and photo counts, counted by index look-ups per row of the page. */
export const ADMIN_USERS: AdminListing<AdminUserSummary> = {
  table: 'users',
  alias: 'u',
  select: (query) =>
    query
      .select(['u.id AS id', 'u.name AS name', 'u.email AS email', 'u.is_admin AS is_admin', 'u.email_verified_at AS email_verified_at', 'u.created_at AS created_at', 'u.last_seen_at AS last_seen_at'])
      .addSelect('(SELECT COUNT(*) FROM family_members m WHERE m.user_id = u.id)', 'family_count')
      .addSelect(`(SELECT COUNT(*) FROM photos p WHERE p.uploaded_by = u.id AND ${visiblePhoto('p')})`, 'photo_count'),
  searched: ['name', 'email'],
  read: (row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    isAdmin: toBoolean(row.is_admin),
    emailVerified: row.email_verified_at !== null,
    familyCount: Number(row.family_count),
    photoCount: Number(row.photo_count),
    createdAt: toInstant(row.created_at),
    lastSeenAt: row.last_seen_at === null ? null : toInstant(row.last_seen_at),
  }),
};

/** Families with their creator's name and member and photo counts. */
export const ADMIN_FAMILIES: AdminListing<AdminFamilySummary> = {
  table: 'families',
  alias: 'f',
  select: (query) =>
    query
      .leftJoin('users', 'u', 'u.id = f.created_by')
      .select(['f.id AS id', 'f.name AS name', 'f.description AS description', 'f.created_at AS created_at', 'f.created_by AS created_by'])
      .addSelect('u.name', 'creator_name')
      .addSelect('(SELECT COUNT(*) FROM family_members m WHERE m.family_id = f.id)', 'member_count')
      .addSelect(`(SELECT COUNT(*) FROM photos p WHERE p.family_id = f.id AND ${visiblePhoto('p')})`, 'photo_count'),
  searched: ['name'],
  read: (row) => ({
    id: Number(row.id),
    name: row.name,
    description: row.description,
    createdAt: toInstant(row.created_at),
    creator: row.created_by === null || row.creator_name === null ? null : { id: Number(row.created_by), name: row.creator_name },
    memberCount: Number(row.member_count),
    photoCount: Number(row.photo_count),
  }),
};
