import { apiUrl, del, get, put, query } from './http';
import { uploadForm, type UploadOptions } from './upload';
import type { BulkUploadResponse, Id, Photo, PhotoPage } from './types';

export type SortOrder = 'asc' | 'desc';

/** The date part of a photo write: fuzzy text, an exact day, or neither. */
export type PhotoDate =
  | { fuzzy_date: string; taken_date?: never }
  | { taken_date: string; fuzzy_date?: never }
  | { fuzzy_date?: never; taken_date?: never };

export interface PhotoFields {
  description: string;
  location: string;
}

export const listFamilyPhotos = (familyId: Id, page: number, perPage: number, order: SortOrder) =>
  get<PhotoPage>(
    `/families/${familyId}/photos${query({ page, per_page: perPage, sort_by: 'taken_date', order })}`,
  );

export const getPhoto = (photoId: Id) => get<{ photo: Photo }>(`/photos/${photoId}`).then((r) => r.photo);

export const updatePhoto = (photoId: Id, body: PhotoFields & PhotoDate) =>
  put<{ photo: Photo }>(`/photos/${photoId}`, body).then((r) => r.photo);

export const deletePhoto = (photoId: Id) => del(`/photos/${photoId}`);

/** Text fields go first so the server knows them while the files stream in. */
function appendFields(form: FormData, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
}

export function uploadPhoto(familyId: Id, file: File, fields: PhotoFields & PhotoDate, options?: UploadOptions) {
  const form = new FormData();
  appendFields(form, fields as unknown as Record<string, string>);
  form.append('photo', file);
  return uploadForm<{ photo: Photo }>(`/families/${familyId}/photos`, form, options).then((r) => r.photo);
}

export function uploadPhotos(
  familyId: Id,
  files: File[],
  fields: PhotoFields & { fuzzy_date: string },
  options?: UploadOptions,
) {
  const form = new FormData();
  appendFields(form, fields as unknown as Record<string, string>);
  for (const file of files) form.append('photos', file);
  return uploadForm<BulkUploadResponse>(`/families/${familyId}/photos/bulk`, form, options);
}

export const photoFileUrl = (photoId: Id) => apiUrl(`/photos/${photoId}/file`);
export const photoThumbnailUrl = (photoId: Id) => apiUrl(`/photos/${photoId}/thumbnail`);
export const photoPreviewUrl = (photoId: Id) => apiUrl(`/photos/${photoId}/preview`);
