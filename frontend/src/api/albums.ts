import { del, get, http, post, put, query } from './http';
import type {
  AlbumListQuery,
  AlbumListResponse,
  AlbumPhotoPageResponse,
  AlbumPhotosQuery,
  AlbumResponse,
  CreateAlbumRequest,
  PhotoAlbumsResponse,
  UpdateAlbumRequest,
} from '@heirloom/contracts';

export const listAlbums = (familyId: number, page: number, perPage: number) =>
  get<AlbumListResponse>(`/families/${familyId}/albums${query({ page, per_page: perPage } satisfies AlbumListQuery)}`);

export const createAlbum = (familyId: number, body: CreateAlbumRequest) => post<{ album: AlbumResponse }>(`/families/${familyId}/albums`, body).then((r) => r.album);

export const getAlbum = (albumId: number) => get<{ album: AlbumResponse }>(`/albums/${albumId}`).then((r) => r.album);

export const updateAlbum = (albumId: number, body: UpdateAlbumRequest) => put<{ album: AlbumResponse }>(`/albums/${albumId}`, body).then((r) => r.album);

export const deleteAlbum = (albumId: number) => del<{ album: AlbumResponse }>(`/albums/${albumId}`);

export const listAlbumPhotos = (albumId: number, page: number, perPage: number) =>
  get<AlbumPhotoPageResponse>(`/albums/${albumId}/photos${query({ page, per_page: perPage } satisfies AlbumPhotosQuery)}`);

export const addAlbumPhotos = (albumId: number, photoIds: number[]) => post<{ album: AlbumResponse }>(`/albums/${albumId}/photos`, { photo_ids: photoIds }).then((r) => r.album);

export const removeAlbumPhotos = (albumId: number, photoIds: number[]) =>
  http<{ album: AlbumResponse }>(`/albums/${albumId}/photos`, { method: 'DELETE', body: { photo_ids: photoIds } }).then((r) => r.album);

export const listPhotoAlbums = (photoId: number) => get<PhotoAlbumsResponse>(`/photos/${photoId}/albums`).then((r) => r.albums);
