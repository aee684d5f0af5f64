import type { BackupResponse } from '@heirloom/contracts';
import { Backup, BackupsRepository, BUSY_BACKUP_STATUSES } from '@heirloom/database';
import { backupCreateJobId, backupRestoreJobId, JobProducer } from '@heirloom/jobs';
import { backupStorageKey, StorageService } from '@heirloom/storage';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { BackupImportService } from './backup-import.service';
import { toBackupResponse } from './backup.response';

/** Backups as the admin panel manages them; the archive work itself runs as jobs on the backup queue. */
@Injectable()
export class BackupsService {
  constructor(
    private readonly backups: BackupsRepository,
    private readonly jobs: JobProducer,
    private readonly storage: StorageService,
    private readonly imports: BackupImportService,
    private readonly audit: AuditService,
  ) {}

  async create(caller: AuthUser): Promise<BackupResponse> {
    const backup = await this.backups.create({ kind: 'manual', status: 'queued', createdBy: caller.id, createdByName: caller.name }, backupStorageKey);
    await this.jobs.enqueue('backup.create', { backupId: backup.id }, { jobId: backupCreateJobId(backup.id) });
    return toBackupResponse(backup);
  }

  async importUploaded(caller: AuthUser, path: string): Promise<BackupResponse> {
    return this.imports.importUploaded(path, caller.name);
  }

  /** The newest backups, archives copied into the backups folder since the last listing included. */
  async list(): Promise<BackupResponse[]> {
    await this.imports.importCopiedArchives();
    return (await this.backups.getNewest(500)).map(toBackupResponse);
  }

  async get(id: number): Promise<BackupResponse> {
    return toBackupResponse(await this.getEntity(id));
  }

  /** The archive as a stream, for a completed backup. */
  async openArchive(caller: AuthUser, id: number): Promise<{ stream: Readable; size: number }> {
    const backup = await this.getEntity(id);
    if (backup.status !== 'completed') throw new ConflictException('This backup is not complete yet');
    const stored = await this.storage.stat(backup.storageKey);
    if (!stored) throw new NotFoundException('The archive of this backup is missing from storage');
    await this.audit.record({ action: 'backup.downloaded', actor: caller, target: { type: 'backup', id, label: backup.storageKey.split('/').pop() ?? null } });
    return { stream: this.storage.openRead(backup.storageKey), size: stored.size };
  }

  async requestRestore(caller: AuthUser, id: number): Promise<BackupResponse> {
    const backup = await this.getEntity(id);
    if (backup.status !== 'completed') throw new ConflictException('Only a completed backup can be restored');
    if (await this.backups.isRestoring()) throw new ConflictException('A restore is already in progress');
    await this.backups.update(id, { restoreStatus: 'queued', restoreProgress: 0, restoreError: null });
    // Read before the job is queued: a worker may set it running a moment later, and the answer is "accepted, queued".
    const queued = await this.get(id);
    try {
      await this.jobs.enqueue('backup.restore', { backupId: id, requestedBy: { id: caller.id, name: caller.name } }, { jobId: backupRestoreJobId(id, Date.now()) });
    } catch (error) {
      // A restore left "queued" with no job would hold every write at 503.
      await this.backups.update(id, { restoreStatus: backup.restoreStatus, restoreProgress: backup.restoreProgress, restoreError: backup.restoreError });
      throw error;
    }
    return queued;
  }

  async delete(id: number): Promise<void> {
    const backup = await this.getEntity(id);
    if (BUSY_BACKUP_STATUSES.includes(backup.status) || (backup.restoreStatus !== null && BUSY_BACKUP_STATUSES.includes(backup.restoreStatus))) {
      throw new ConflictException('This backup is in use by a running job; try again when it has finished');
    }
    await this.backups.delete(id);
    await this.storage.delete(backup.storageKey);
  }

  private async getEntity(id: number): Promise<Backup> {
    const backup = await this.backups.getById(id);
    if (!backup) throw new NotFoundException('Backup not found');
    return backup;
  }
}
