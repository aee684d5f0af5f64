import { post } from './http';
import type { CreateDownloadRequest, DownloadResponse } from '@heirloom/contracts';

/** Prepares a zip of these photos' originals (1 to MAX_DOWNLOAD_PHOTOS of one family); the answer's url streams it. */
export const createDownload = (familyId: number, photoIds: number[]) =>
  post<{ download: DownloadResponse }>(`/families/${familyId}/downloads`, { photo_ids: photoIds } satisfies CreateDownloadRequest).then((r) => r.download);
