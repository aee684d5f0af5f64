import { PhotosRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AfterRestoreHook, RunsAfterRestore } from './after-restore.hook';

/**
 * An archive made before derivatives had versions (migration 1765680000000) restores its photos without one: they
 * get the one that migration gave such photos, so their thumbnails' URLs are versioned (kept for good) at once.
 */
@Injectable()
@RunsAfterRestore()
export class DerivativesVersionsAfterRestore implements AfterRestoreHook {
  constructor(private readonly photos: PhotosRepository) {}

  afterRestore(): Promise<void> {
    return this.photos.fillMissingDerivativesVersions();
  }
}
