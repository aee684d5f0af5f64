import { PhotosRepository } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AfterRestoreHook, RunsAfterRestore } from './after-restore.hook';

/**
 * The per-family storage figures counted afresh once a restore is committed: the triggers follow its writes, but a
 * restore on MariaDB loads with foreign-key actions off, and the storage limit must not be judged by a drifted sum.
 */
@Injectable()
@RunsAfterRestore()
export class FamilyStorageRecount implements AfterRestoreHook {
  constructor(private readonly photos: PhotosRepository) {}

  afterRestore(): Promise<void> {
    return this.photos.recountStoredBytes();
  }
}
