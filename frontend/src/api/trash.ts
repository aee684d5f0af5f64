import { del, get, post, query } from './http';
import type { PhotoResponse, TrashDeletedResponse, TrashPageResponse, TrashQuery } from '@heirloom/contracts';

/** A page of the family's trash: a member's own uploads, or every photo for a family admin. */
export const listTrash = (familyId: number, page: number, perPage: number) =>
  get<TrashPageResponse>(`/families/${familyId}/trash${query({ page, per_page: perPage } satisfies TrashQuery)}`);

export const restorePhoto = (photoId: number) => post<{ photo: PhotoResponse }>(`/photos/${photoId}/restore`).then((r) => r.photo);

export const deletePhotoForever = (photoId: number) => del<TrashDeletedResponse>(`/photos/${photoId}/permanent`);

export const emptyTrash = (familyId: number) => del<TrashDeletedResponse>(`/families/${familyId}/trash`).then((r) => r.deleted);
