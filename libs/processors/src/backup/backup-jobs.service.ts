import { BackupArchiveError, restoreBackupArchive, writeBackupArchive } from '@heirloom/backup';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { AuditRef, AuditRepository, Backup, BackupsRepository, WholeDatabase } from '@heirloom/database';
import { backupStorageKey, StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { throttledProgress } from './backup-progress';
import { AfterRestoreHooks } from './after-restore.hook';
import { RedisSessionsEnder } from './redis-sessions';

const messageOf = (error: unknown): string => ((error as Error)?.message ?? String(error)).slice(0, 1000);
const INTERRUPTED = 'Interrupted: the process writing it stopped';

const backupTarget = (backup: Backup) => ({ type: 'backup', id: backup.id, label: backup.storageKey.split('/').pop() ?? null });

/** The archive work behind the backup jobs: writing an archive, restoring one, and keeping the newest scheduled ones. */
@Injectable()
export class BackupJobsService {
  private readonly logger = new Logger(BackupJobsService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly backups: BackupsRepository,
    private readonly database: WholeDatabase,
    private readonly storage: StorageService,
    private readonly afterRestoreHooks: AfterRestoreHooks,
    private readonly redisSessions: RedisSessionsEnder,
    private readonly audit: AuditRepository,
  ) {}

  /** Writes the archive of a queued backup; the row says completed only once the archive is whole and renamed. */
  async create(backupId: number): Promise<void> {
    const backup = await this.backups.getById(backupId);
    if (!backup || backup.status === 'completed') return;
    await this.failAbandoned(backupId);
    await this.backups.update(backupId, { status: 'running', progress: 0, error: null });
    try {
      const written = await writeBackupArchive({
        dataSource: this.database.connection,
        storageRoot: this.config.storageDir,
        outputPath: this.storage.localPath(backup.storageKey),
        createdBy: backup.createdBy ? { id: backup.createdBy, name: backup.createdByName ?? '' } : null,
        onProgress: throttledProgress((progress) => this.backups.update(backupId, { progress: Math.min(progress, 99) })),
      });
      const counts = written.manifest.counts;
      await this.backups.update(backupId, {
        status: 'completed',
        progress: 100,
        completedAt: new Date(),
        sizeBytes: written.size,
        statsUsers: counts.users ?? 0,
        statsFamilies: counts.families ?? 0,
        statsPhotos: counts.photos ?? 0,
      });
      // A scheduled backup is the system's. A job has no client address (in embedded mode it may run inside a request).
      await this.audit.add({ action: 'backup.created', actor: backup.createdBy ? { id: backup.createdBy, name: backup.createdByName ?? '' } : null, target: backupTarget(backup), details: { kind: backup.kind }, ip: null });
    } catch (error) {
      await this.backups.update(backupId, { status: 'failed', error: messageOf(error) });
      throw error;
    }
  }

  /**
   * Restores a completed backup; any failure leaves the current data and files as they were. A restore ends every
   * session: those in the database within its transaction, those in Redis first thing after the commit.
   */
  async restore(backupId: number, requestedBy: AuditRef | null = null): Promise<void> {
    const backup = await this.backups.getById(backupId);
    if (!backup || backup.restoreStatus === 'completed' || backup.restoreStatus === null) return;
    await this.backups.update(backupId, { restoreStatus: 'running', restoreProgress: 0, restoreError: null });
    try {
      await restoreBackupArchive({
        dataSource: this.database.connection,
        storageRoot: this.config.storageDir,
        archivePath: this.storage.localPath(backup.storageKey),
        onProgress: throttledProgress((progress) => this.backups.update(backupId, { restoreProgress: Math.min(progress, 99) })),
        afterCommit: async () => {
          await this.redisSessions.endAll();
          await this.afterRestoreHooks.runAll();
        },
      });
      await this.backups.update(backupId, { restoreStatus: 'completed', restoreProgress: 100, restoredAt: new Date() });
      // The trail is not part of a backup: it keeps what happened before the restore, and this.
      await this.audit.add({ action: 'backup.restored', actor: requestedBy, target: backupTarget(backup), ip: null });
    } catch (error) {
      this.logger.error(`Restoring backup ${backupId} failed: ${messageOf(error)}`);
      await this.backups.update(backupId, { restoreStatus: 'failed', restoreError: messageOf(error) });
      // An archive refused for what it holds is refused again on a retry: only other failures go back to the queue.
      if (error instanceof BackupArchiveError) return;
      throw error;
    }
  }

  /** A scheduled backup: its row, its archive, then only the newest BACKUP_KEEP scheduled backups are kept. */
  async scheduled(): Promise<void> {
    await this.failAbandoned();
    const backup = await this.backups.create({ kind: 'scheduled', status: 'queued', createdByName: 'Scheduled' }, backupStorageKey);
    await this.create(backup.id);
    await this.pruneScheduled();
  }

  /**
   * The backup queue runs one job at a time (in the worker and in-process alike), so when one starts, any other row
   * still 'running' was left by a process killed mid-archive: its job is either being run again (a manual backup
   * keeps its row) or, for a scheduled one, was replaced by a new row on retry. Marks those failed so no backup
   * stays 'running' for good.
   */
  private async failAbandoned(current?: number): Promise<void> {
    const abandoned = await this.backups.failRunning(INTERRUPTED, current);
    if (abandoned) this.logger.warn(`Marked ${abandoned} abandoned backup(s) failed`);
  }

  /** Deletes the completed scheduled backups beyond the newest BACKUP_KEEP; a failure here only logs. */
  private async pruneScheduled(): Promise<void> {
    try {
      const completed = await this.backups.getCompletedScheduled();
      for (const backup of completed.slice(this.config.backupKeep)) {
        await this.backups.delete(backup.id);
        await this.storage.delete(backup.storageKey);
      }
    } catch (error) {
      this.logger.error(`Pruning old scheduled backups failed: ${messageOf(error)}`);
    }
  }
}
