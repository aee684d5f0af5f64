import type { PageQuery, PaginationResponse, UserRefResponse } from './common';
import type { DatePrecision, MediaType } from './photos';

export type ShareLinkKind = 'album' | 'photo';

/** POST /albums/{albumId}/share-links and /photos/{photoId}/share-links. */
export interface CreateShareLinkRequest {
  /** 1 to 365; absent: 30. null: the link never expires (only when sent explicitly). */
  expires_in_days?: number | null;
  /** At least 8 characters; absent, null or empty: no password. */
  password?: string | null;
  /** Whether visitors may download originals and the album's zip (default false). */
  allow_download?: boolean;
}

/** A share link as its creator and the family admins see it. */
export interface ShareLinkResponse {
  id: number;
  /** `${APP_URL}/s/{token}`; null only when the link can no longer be shown (SESSION_SECRET changed since it was made). */
  url: string | null;
  kind: ShareLinkKind;
  /** The album's or the photo's id. */
  target_id: number;
  /** The album's name, or the photo's description (else its file name): what the list shows the link by. */
  target_title: string;
  family_id: number;
  /** null: never expires. */
  expires_at: string | null;
  /** Whether it has expired (the link answers 410). */
  expired: boolean;
  has_password: boolean;
  allow_download: boolean;
  view_count: number;
  last_viewed_at: string | null;
  created_by: UserRefResponse | null;
  created_at: string;
  /** Whether the caller may revoke it: its creator or a family admin. */
  can_revoke: boolean;
}

export interface ShareLinkCreatedResponse {
  share_link: ShareLinkResponse;
}

/** GET /families/{familyId}/share-links: admins see every link of the family, other members their own; newest first. */
export type ShareLinkListQuery = PageQuery;

export interface ShareLinkListResponse {
  share_links: ShareLinkResponse[];
  pagination: PaginationResponse;
}

/** What a visitor of a link learns about it. */
export interface PublicShareResponse {
  kind: ShareLinkKind;
  title: string;
  description: string | null;
  expires_at: string | null;
  allow_download: boolean;
}

/**
 * A photo as a visitor of a share link sees it: deliberately narrow (no GPS, no uploader, no stories, comments,
 * people or family). Every URL is under the link's own path.
 */
export interface PublicPhotoResponse {
  id: number;
  media_type: MediaType;
  description: string | null;
  /** The place's name as the photo's page shows it (typed, else named from GPS): never coordinates. */
  place: string | null;
  taken_date: string | null;
  fuzzy_date_text: string | null;
  date_range_start: string | null;
  date_range_end: string | null;
  taken_date_precision: DatePrecision | null;
  width: number;
  height: number;
  duration_seconds: number | null;
  thumbnail_url: string;
  preview_url: string;
  /** Videos only. */
  playback_url: string | null;
  /** Only when the link allows downloads. */
  download_url: string | null;
}

/** GET /shared/{token}: page (from 1) and per_page (1 to 100, default 50). */
export type PublicShareQuery = PageQuery;

export interface PublicSharePageResponse {
  share: PublicShareResponse;
  photos: PublicPhotoResponse[];
  pagination: PaginationResponse;
  /** `/api/shared/{token}/download` when the link allows downloads and shows an album; else null. */
  download_url: string | null;
}

/** 401 from GET /shared/{token} while a password is needed. */
export interface PasswordRequiredResponse {
  error: string;
  password_required: true;
}

export interface UnlockShareRequest {
  password: string;
}
