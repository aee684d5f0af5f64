import type { PublicPhotoResponse, PublicShareResponse, ShareLinkResponse } from '@heirloom/contracts';
import { ListedShareLink, PhotoFields, ShareHeading, ShareLink } from '@heirloom/database';
import { versionedUrl } from '../photos/versioned-image';

/** A link as its creator and the family admins see it; `url` comes from its sealed token (ShareLinkTokens). */
export function toShareLinkResponse(link: ListedShareLink, url: string | null, canRevoke: boolean, now = new Date()): ShareLinkResponse {
  return {
    id: link.id,
    url,
    kind: shareKindOf(link),
    target_id: (link.albumId ?? link.photoId)!,
    target_title: link.targetTitle,
    family_id: link.familyId,
    expires_at: link.expiresAt?.toISOString() ?? null,
    expired: isExpired(link, now),
    has_password: link.passwordHash !== null,
    allow_download: link.allowDownload,
    view_count: link.viewCount,
    last_viewed_at: link.lastViewedAt?.toISOString() ?? null,
    created_by: link.createdBy === null ? null : { id: link.createdBy, name: link.creatorName ?? '' },
    created_at: link.createdAt.toISOString(),
    can_revoke: canRevoke,
  };
}

/** What a link opens. */
export const shareKindOf = (link: Pick<ShareLink, 'albumId'>): 'album' | 'photo' => (link.albumId !== null ? 'album' : 'photo');

export const isExpired = (link: Pick<ShareLink, 'expiresAt'>, now = new Date()): boolean => link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime();

export function toPublicShareResponse(link: ShareLink, heading: ShareHeading): PublicShareResponse {
  return {
    kind: shareKindOf(link),
    title: heading.title,
    description: heading.description,
    expires_at: link.expiresAt?.toISOString() ?? null,
    allow_download: link.allowDownload,
  };
}

/**
 * A photo as a visitor of a link sees it. Field by field on purpose, from the few columns a visitor may see: a field
 * added to photos later reaches no visitor unless it is added here.
 */
export function toPublicPhotoResponse(photo: PhotoFields, base: string, allowDownload: boolean): PublicPhotoResponse {
  const url = `${base}/photos/${photo.id}`;
  return {
    id: photo.id,
    media_type: photo.mediaType,
    description: photo.description,
    // As the photo's page shows it: the place typed by the family, else the one named from GPS (never its coordinates).
    place: photo.location || photo.displayLocation,
    taken_date: photo.takenDate,
    fuzzy_date_text: photo.fuzzyDateText,
    date_range_start: photo.dateRangeStart,
    date_range_end: photo.dateRangeEnd,
    taken_date_precision: photo.takenDatePrecision,
    width: photo.width,
    height: photo.height,
    duration_seconds: photo.durationSeconds,
    thumbnail_url: versionedUrl(`${url}/thumbnail`, photo.derivativesVersion),
    preview_url: versionedUrl(`${url}/preview`, photo.derivativesVersion),
    playback_url: photo.mediaType === 'video' ? `${url}/playback` : null,
    download_url: allowDownload ? `${url}/download` : null,
  };
}
