import { post } from './http';
import type { Download, Id } from './types';

/** Prepares a zip of these photos' originals (1 to MAX_DOWNLOAD_PHOTOS of one family); the answer's url streams it. */
export const createDownload = (familyId: Id, photoIds: Id[]) =>
  post<{ download: Download }>(`/families/${familyId}/downloads`, { photo_ids: photoIds }).then((r) => r.download);
