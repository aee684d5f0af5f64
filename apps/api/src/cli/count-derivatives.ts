import { PhotosRepository } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';

const PAGE = 500;

export interface DerivativeCount {
  /** Photos whose thumbnail and preview were found and counted. */
  counted: number;
  /** Photos marked ready whose files are gone: the next request for them makes them again, and counts them then. */
  missing: number;
}

/**
 * Once, after upgrading past migration 1764500000000: the photos whose thumbnail and preview were made before their
 * bytes were counted (admin storage figures) still count 0; they get the size of the files they have. The files are
 * only measured, never made again, and a photo counted meanwhile (by a job or a request) is left as it is.
 */
export async function countDerivatives(photos: PhotosRepository, storage: StorageService): Promise<DerivativeCount> {
  const result: DerivativeCount = { counted: 0, missing: 0 };
  for (let after = 0; ; ) {
    const ids = await photos.getIdsWaitingFor('derivatives-bytes', after, PAGE);
    for (const id of ids) {
      const photo = await photos.getRow(id);
      if (!photo) continue;
      const [thumbnail, preview] = await Promise.all([storage.stat(photo.thumbnailKey), storage.stat(photo.previewKey)]);
      if (!thumbnail || !preview) {
        result.missing++;
        continue;
      }
      await photos.recordDerivativesBytes(photo.id, thumbnail.size + preview.size);
      result.counted++;
    }
    if (ids.length < PAGE) return result;
    after = ids[ids.length - 1];
  }
}
