import type { PageQuery, UserRefResponse } from './common';
import type { UserResponse } from './users';

export interface AdminStatsResponse {
  users: { total: number; admins: number; active_30d: number };
  families: { total: number; created_30d: number };
  /** Every media item, photos and videos alike (as before videos existed: every row a family's library shows). */
  photos: { total: number; uploaded_30d: number };
  /** The videos among photos.total: photos.total − videos.total are still pictures. */
  videos: { total: number; uploaded_30d: number };
  /** Media items in the families' trashes, counted apart from photos and videos (issue 15); their files still take `bytes`. */
  trash: { total: number; bytes: number };
  storage: {
    used_gb: number;
    limit_gb: number;
    used_bytes: number;
    backups_gb: number;
    /** STORAGE_LIMIT_GB in bytes: with used_bytes, the exact share in use (used_gb is rounded for display). */
    limit_bytes: number;
    /** Free on the storage volume; uploads stop when it is down to disk_reserve_bytes. */
    disk_free_bytes: number;
    disk_reserve_bytes: number;
    /** False while every upload is refused (507): the limit is reached or the disk is down to its reserve. */
    accepting_uploads: boolean;
  };
}

/** An account as the admin panel lists it: the account as its owner sees it, with what it holds and when it was last seen. */
export interface AdminUserResponse extends UserResponse {
  family_count: number;
  photo_count: number;
  last_seen_at: string | null;
}

/** The admin lists count their matches (`total`) rather than paging by `has_next`. */
export interface AdminUserPageResponse {
  users: AdminUserResponse[];
  total: number;
}

export interface AdminFamilyResponse {
  id: number;
  name: string;
  description: string;
  created_at: string;
  /** Null once the creator's account is gone. */
  created_by: UserRefResponse | null;
  member_count: number;
  photo_count: number;
}

export interface AdminFamilyPageResponse {
  families: AdminFamilyResponse[];
  total: number;
}

/** page (1-based), per_page (1 to 100, default 20) and an optional search text. */
export interface AdminListQuery extends PageQuery {
  search?: string;
}

export interface UpdateAdminUserRequest {
  name?: string;
  is_admin?: boolean;
  /** true: the admin vouches for the address (as a mailed link would); false: it must be proved again. */
  email_verified?: boolean;
}

/** POST /admin/digests/run: the digests owed now, or one person's digest of the current period now. */
export interface RunDigestsRequest {
  user_id?: number;
}

/** How many digests were queued (one already sent for its period, off, or with no family to tell about is not). */
export interface RunDigestsResponse {
  queued: number;
}

/**
 * GET /admin/verify: the caller is a platform admin. `two_factor_required`: REQUIRE_ADMIN_2FA is on and the caller has
 * not turned two-factor sign-in on yet, so every other admin route answers 403 until they do (on /account).
 */
export interface AdminVerifyResponse {
  is_admin: true;
  two_factor_required: boolean;
}
