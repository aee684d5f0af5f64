import { BackupArchiveError, BackupManifest, inspectBackupArchive } from '@heirloom/backup';
import { BackupsRepository } from '@heirloom/database';
import { BACKUPS_PREFIX, backupStorageKey, StorageService } from '@heirloom/storage';
import type { BackupResponse } from '@heirloom/contracts';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { toBackupResponse } from './backup.response';

/** This installation's own archives (backups/backup-{id}.zip) always have their row: never taken for a copied-in one. */
const OWN_ARCHIVE = /^backup-\d+\.zip$/;
const SETTLE_MS = 2000;

/**
 * Archives an operator copied into STORAGE_DIR/backups/ (the {id}.zip another installation gave for download, say)
 * join the list the next time it is read, ready to restore: that is how a backup moves between installations,
 * embedded or scaled, with the calls the admin panel already has. Each is checked as a restore would check it; one
 * that fails the check is listed as failed with the reason. The file is renamed to its row's key, which also makes
 * two API processes listing at once import it once: only one rename succeeds.
 */
@Injectable()
export class BackupImportService {
  private readonly logger = new Logger(BackupImportService.name);

  constructor(
    private readonly backups: BackupsRepository,
    private readonly storage: StorageService,
  ) {}

  async importCopiedArchives(): Promise<void> {
    const names = await readdir(this.storage.localPath(BACKUPS_PREFIX.replace(/\/$/, ''))).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.zip') && !OWN_ARCHIVE.test(n))) {
      try {
        await this.importArchive(name);
      } catch (error) {
        this.logger.warn(`Could not import the archive ${name}: ${(error as Error).message}`);
      }
    }
  }

  /**
   * An archive the admin uploaded from their computer (already streamed to `path`, a temporary file): checked as a
   * copied-in one is, but refused outright (400, the file removed) when it is no backup Heirloom can restore, since
   * the admin is there to hear why. A good one joins the list as imported, ready to restore.
   */
  async importUploaded(path: string, uploadedBy: string): Promise<BackupResponse> {
    let manifest: BackupManifest;
    try {
      manifest = await inspectBackupArchive(path);
    } catch (error) {
      await rm(path, { force: true });
      if (error instanceof BackupArchiveError) throw new BadRequestException(`This file is not a Heirloom backup that can be restored: ${error.message.slice(0, 500)}`);
      throw error;
    }
    const { size } = await stat(path);
    const backup = await this.backups.createWithKey({ kind: 'imported', status: 'queued', createdByName: uploadedBy.slice(0, 100) }, `${BACKUPS_PREFIX}upload-${basename(path)}`);
    const storageKey = backupStorageKey(backup.id);
    try {
      await rename(path, this.storage.localPath(storageKey));
    } catch (error) {
      await this.backups.delete(backup.id);
      await rm(path, { force: true });
      throw error;
    }
    await this.backups.update(backup.id, {
      storageKey,
      status: 'completed',
      progress: 100,
      completedAt: new Date(manifest.created_at),
      sizeBytes: size,
      statsUsers: manifest.counts.users ?? 0,
      statsFamilies: manifest.counts.families ?? 0,
      statsPhotos: manifest.counts.photos ?? 0,
    });
    this.logger.log(`Imported an uploaded archive as backup ${backup.id}`);
    return toBackupResponse((await this.backups.getById(backup.id))!);
  }

  private async importArchive(name: string): Promise<void> {
    const copied = this.storage.localPath(`${BACKUPS_PREFIX}${name}`);
    const found = await stat(copied).catch((error: NodeJS.ErrnoException) => {
      // Another API process imported it a moment ago.
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    // A file still being copied in is left for a later listing.
    if (!found || Date.now() - found.mtimeMs < SETTLE_MS) return;
    const { size } = found;
    let manifest: BackupManifest | undefined;
    let refusal: string | null = null;
    try {
      manifest = await inspectBackupArchive(copied);
    } catch (error) {
      if (!(error instanceof BackupArchiveError)) throw error;
      refusal = error.message.slice(0, 1000);
    }
    // Queued until its file is in place, so nothing downloads or restores it in between.
    const backup = await this.backups.createWithKey(
      { kind: 'imported', status: 'queued', createdByName: manifest?.created_by?.name?.slice(0, 100) ?? null },
      `${BACKUPS_PREFIX}${name}`,
    );
    const storageKey = backupStorageKey(backup.id);
    try {
      await rename(copied, this.storage.localPath(storageKey));
    } catch (error) {
      await this.backups.delete(backup.id);
      // Another API process imported it first.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await this.backups.update(backup.id, {
      storageKey,
      status: manifest ? 'completed' : 'failed',
      progress: manifest ? 100 : 0,
      error: refusal,
      completedAt: manifest ? new Date(manifest.created_at) : null,
      sizeBytes: size,
      statsUsers: manifest?.counts.users ?? 0,
      statsFamilies: manifest?.counts.families ?? 0,
      statsPhotos: manifest?.counts.photos ?? 0,
    });
    this.logger.log(`Imported the archive ${name} as backup ${backup.id}${refusal ? ` (refused: ${refusal})` : ''}`);
  }
}
