import { toBoolean, toIsoInstant } from './raw-values';

export interface AdminUserResponse {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
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
  family_count: number | string;
  photo_count: number | string;
  created_at: Date | string;
  last_seen_at: Date | string | null;
}

export const toAdminUserResponse = (row: RawAdminUserRow): AdminUserResponse => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  is_admin: toBoolean(row.is_admin),
  family_count: Number(row.family_count),
  photo_count: Number(row.photo_count),
  created_at: toIsoInstant(row.created_at),
  last_seen_at: row.last_seen_at === null ? null : toIsoInstant(row.last_seen_at),
});
