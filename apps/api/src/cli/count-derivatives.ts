import { Photo } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';
import { DataSource, MoreThan } from 'typeorm';

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
export async function countDerivatives(dataSource: DataSource, storage: StorageService): Promise<DerivativeCount> {
  const photos = dataSource.getRepository(Photo);
  const result: DerivativeCount = { counted: 0, missing: 0 };
  for (let after = 0; ; ) {
    const page = await photos.find({
      select: { id: true, thumbnailKey: true, previewKey: true },
      where: { thumbnailStatus: 'ready', derivativesBytes: 0, id: MoreThan(after) },
      order: { id: 'ASC' },
      take: PAGE,
    });
    for (const photo of page) {
      const [thumbnail, preview] = await Promise.all([storage.stat(photo.thumbnailKey), storage.stat(photo.previewKey)]);
      if (!thumbnail || !preview) {
        result.missing++;
        continue;
      }
      await photos.update({ id: photo.id, derivativesBytes: 0 }, { derivativesBytes: thumbnail.size + preview.size });
      result.counted++;
    }
    if (page.length < PAGE) return result;
    after = page[page.length - 1].id;
  }
}
