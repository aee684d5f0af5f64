import type { PageQuery, PaginationResponse, UserRefResponse } from './common';
import type { PhotoResponse } from './photos';

/** A family's album (issue 15). Counts, dates and the cover are of its photos outside the trash. */
export interface AlbumResponse {
  id: number;
  family_id: number;
  name: string;
  description: string | null;
  /** The chosen cover; null: the newest photo is the cover. */
  cover_photo_id: number | null;
  /** The cover shown (the chosen one, else the newest photo), as its thumbnail_url; null for an empty album. */
  cover_thumbnail_url: string | null;
  photo_count: number;
  /** The earliest and latest photo's date ('YYYY-MM-DD'); null for an empty album. */
  date_start: string | null;
  date_end: string | null;
  created_by: UserRefResponse | null;
  /** Whether the caller may rename or delete it: its creator or a family admin. */
  can_edit: boolean;
}

/** GET /families/{familyId}/albums: newest first, 24 a page unless per_page says otherwise. */
export type AlbumListQuery = PageQuery;

export interface AlbumListResponse {
  albums: AlbumResponse[];
  pagination: PaginationResponse;
  /** How many albums the family has in all (the Albums tab's heading). */
  album_count: number;
}

export interface CreateAlbumRequest {
  name: string;
  description?: string | null;
}

export interface UpdateAlbumRequest {
  name?: string;
  description?: string | null;
  /** A photo of the album, or null for the newest. */
  cover_photo_id?: number | null;
}

/** POST and DELETE /albums/{albumId}/photos: ids already there (or absent) are ignored. */
export interface AlbumPhotosRequest {
  photo_ids: number[];
}

export type AlbumPhotosQuery = PageQuery;

/** GET /albums/{albumId}/photos: in date order, oldest first. */
export interface AlbumPhotoPageResponse {
  photos: PhotoResponse[];
  pagination: PaginationResponse;
}

/** GET /photos/{photoId}/albums: the albums a photo is in. */
export interface PhotoAlbumsResponse {
  albums: Array<{ id: number; name: string }>;
}
