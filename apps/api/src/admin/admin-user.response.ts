import { toBoolean, toIsoInstant } from './raw-values';

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  email_verified: boolean;
  family_count: number;
  photo_count: number;
  created_at: string;
  last_seen_at: string | null;
}

export interface RawAdminUserRow {
  id: number | string;
  name: string;
  email: string;
  is_admin: number | boolean | string;
  email_verified_at: Date | string | null;
  family_count: number | string;
  photo_count: number | string;
  created_at: Date | string;
  last_seen_at: Date | string | null;
}

export const toAdminUserRow = (row: RawAdminUserRow): AdminUserRow => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  is_admin: toBoolean(row.is_admin),
  email_verified: row.email_verified_at !== null,
  family_count: Number(row.family_count),
  photo_count: Number(row.photo_count),
  created_at: toIsoInstant(row.created_at),
  last_seen_at: row.last_seen_at === null ? null : toIsoInstant(row.last_seen_at),
});
