import { AuditRef, AuditRepository, TrashRepository } from '@heirloom/database';
import { photoFileKeys, StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';

/** Trashed photos deleted per transaction: a long trash is purged in steps, each holding its locks briefly. */
export const PURGED_PER_STEP = 200;

/**
 * Deletes trashed photos for good: their rows (with stories and comments) in one transaction, then their files once
 * that is committed, as deleting a photo did before the trash. A file that cannot be removed is logged, not retried:
 * its row is gone, so nothing names it any more. Purging twice purges once (only photos still in the trash go).
 */
@Injectable()
export class TrashPurger {
  private readonly logger = new Logger(TrashPurger.name);

  constructor(
    private readonly trash: TrashRepository,
    private readonly storage: StorageService,
    private readonly audit: AuditRepository,
  ) {}

  /**
   * Answers how many of `ids` were deleted (those still in the trash). `by`: the member who deleted them for good, or
   * null for the scheduled purge (the system); each photo purged is one event of the audit trail.
   */
  async purge(ids: readonly number[], by: AuditRef | null): Promise<number> {
    let purged = 0;
    for (let start = 0; start < ids.length; start += PURGED_PER_STEP) {
      const photos = await this.trash.purge(ids.slice(start, start + PURGED_PER_STEP));
      await this.audit.add(
        photos.map((photo) => ({
          action: 'photo.purged',
          actor: by,
          familyId: photo.familyId,
          target: { type: 'photo', id: photo.id, label: photo.originalFilename },
          details: { scheduled: by === null },
        })),
      );
      const removed = await Promise.allSettled(photos.flatMap(photoFileKeys).map((key) => this.storage.delete(key)));
      for (const result of removed) {
        if (result.status === 'rejected') this.logger.error({ err: result.reason }, 'A file of a photo deleted from the trash could not be removed');
      }
      purged += photos.length;
    }
    return purged;
  }
}
