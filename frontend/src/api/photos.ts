import { paths } from '../boot/paths';
import { del, get, patch, post, put } from './http';
import { uploadForm, type UploadOptions } from './upload';
import type { BatchPhotoDateRequest, BatchPhotosRequest, BatchPhotosResponse, BulkUploadResponse, PhotoPageResponse, PhotoResponse, SortOrder, UpdatePhotoRequest } from '@heirloom/contracts';

/** The date part of a photo write: fuzzy text, an exact day, or neither. */
export type PhotoDate =
  | { fuzzy_date: string; taken_date?: never }
  | { taken_date: string; fuzzy_date?: never }
  | { fuzzy_date?: never; taken_date?: never };

export interface PhotoFields {
  description: string;
  location: string;
}

/** `personIds`: only the photos in which all of those people are tagged; `from`: the day (YYYY-MM-DD) the list starts at. */
export const listFamilyPhotos = (familyId: number, page: number, perPage: number, order: SortOrder, personIds: readonly number[] = [], from: string | null = null) =>
  get<PhotoPageResponse>(paths.familyPhotos(familyId, page, perPage, order, personIds, from));

export const getPhoto = (photoId: number) => get<{ photo: PhotoResponse }>(paths.photo(photoId)).then((r) => r.photo);

export const updatePhoto = (photoId: number, body: PhotoFields & PhotoDate) =>
  put<{ photo: PhotoResponse }>(`/photos/${photoId}`, body satisfies UpdatePhotoRequest).then((r) => r.photo);

export const deletePhoto = (photoId: number) => del(`/photos/${photoId}`);

/** Moves all of these photos of the family to the trash, or none (the server says which it refuses). */
export const batchDeletePhotos = (familyId: number, photoIds: number[]) =>
  post<BatchPhotosResponse>(`/families/${familyId}/photos/batch-delete`, { photo_ids: photoIds } satisfies BatchPhotosRequest);

/** One date for all of these photos of the family, or for none. */
export const batchSetPhotoDate = (familyId: number, photoIds: number[], date: PhotoDate) =>
  patch<BatchPhotosResponse>(`/families/${familyId}/photos/batch-date`, { photo_ids: photoIds, ...date } satisfies BatchPhotoDateRequest);

/** Text fields go first so the server knows them while the files stream in. */
function appendFields(form: FormData, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
}

export function uploadPhoto(familyId: number, file: File, fields: PhotoFields & PhotoDate, options?: UploadOptions) {
  const form = new FormData();
  appendFields(form, fields as unknown as Record<string, string>);
  form.append('photo', file);
  return uploadForm<{ photo: PhotoResponse }>(`/families/${familyId}/photos`, form, options).then((r) => r.photo);
}

export function uploadPhotos(
  familyId: number,
  files: File[],
  fields: PhotoFields & { fuzzy_date: string },
  options?: UploadOptions,
  /** A caption per file (empty: the shared description); sent only when one is given. */
  captions: string[] = [],
) {
  const form = new FormData();
  appendFields(form, fields as unknown as Record<string, string>);
  const trimmed = captions.map((caption) => caption.trim() || null);
  // Before the files: the server reads the fields first.
  if (trimmed.some((caption) => caption !== null)) form.append('captions', JSON.stringify(trimmed));
  for (const file of files) form.append('photos', file);
  return uploadForm<BulkUploadResponse>(`/families/${familyId}/photos/bulk`, form, options);
}
