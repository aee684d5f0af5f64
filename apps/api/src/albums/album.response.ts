import type { AlbumResponse } from '@heirloom/contracts';
import { AlbumSummary } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';
import { photoImageUrl } from '../photos/versioned-image';

/** An album as a member of its family sees it. */
export function toAlbumResponse(album: AlbumSummary, viewer: Caller): AlbumResponse {
  return {
    id: album.id,
    family_id: album.familyId,
    name: album.name,
    description: album.description,
    cover_photo_id: album.coverPhotoId,
    cover_thumbnail_url: album.shownCoverId === null ? null : photoImageUrl(album.shownCoverId, 'thumbnail', album.shownCoverVersion),
    photo_count: album.photoCount,
    date_start: album.dateStart?.slice(0, 10) ?? null,
    date_end: album.dateEnd?.slice(0, 10) ?? null,
    created_by: album.creator,
    can_edit: allows('album.update', viewer, { familyId: album.familyId, ownerUserId: album.creator?.id }),
  };
}
