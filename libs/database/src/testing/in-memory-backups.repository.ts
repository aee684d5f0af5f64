import { Backup } from '../entities';
import { BackupChanges, BackupsRepository, BUSY_BACKUP_STATUSES, FailedBackupJobs, NewBackup } from '../repositories/backups.repository';
import { InMemoryRows, PublicOf } from './in-memory-rows';

const isBusy = (status: Backup['status'] | null): boolean => status !== null && BUSY_BACKUP_STATUSES.includes(status);
const newestFirst = (a: Backup, b: Backup): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** BackupsRepository over in-memory rows (backups.repository.spec.ts holds both to the same scenarios). */
export class InMemoryBackupsRepository implements PublicOf<BackupsRepository> {
  constructor(readonly rows: InMemoryRows) {}

  async getById(id: number): Promise<Backup | null> {
    const backup = this.find(id);
    return backup ? { ...backup } : null;
  }

  async getNewest(limit: number): Promise<Backup[]> {
    return [...this.rows.backups].sort(newestFirst).slice(0, limit).map((backup) => ({ ...backup }));
  }

  async create(backup: NewBackup, storageKeyOf: (id: number) => string): Promise<Backup> {
    const id = this.rows.nextId();
    return { ...this.rows.addBackup({ ...this.fresh(backup), id, storageKey: storageKeyOf(id) }) };
  }

  async createWithKey(backup: NewBackup, storageKey: string): Promise<Backup> {
    return { ...this.rows.addBackup({ ...this.fresh(backup), storageKey }) };
  }

  async update(id: number, changes: BackupChanges): Promise<void> {
    const backup = this.find(id);
    if (backup) Object.assign(backup, changes);
  }

  async delete(id: number): Promise<void> {
    this.rows.backups = this.rows.backups.filter((backup) => backup.id !== id);
  }

  async isRestoring(): Promise<boolean> {
    return this.rows.backups.some((backup) => isBusy(backup.restoreStatus));
  }

  async failRunning(error: string, current?: number): Promise<number> {
    const running = this.rows.backups.filter((backup) => backup.status === 'running' && backup.id !== current);
    for (const backup of running) Object.assign(backup, { status: 'failed', error });
    return running.length;
  }

  async failBusy(error: string): Promise<FailedBackupJobs> {
    const backups = this.rows.backups.filter((backup) => isBusy(backup.status));
    const restores = this.rows.backups.filter((backup) => isBusy(backup.restoreStatus));
    for (const backup of backups) Object.assign(backup, { status: 'failed', error });
    for (const backup of restores) Object.assign(backup, { restoreStatus: 'failed', restoreError: error });
    return { backups: backups.length, restores: restores.length };
  }

  async getBusyStorageKeys(): Promise<string[]> {
    return this.rows.backups.filter((backup) => isBusy(backup.status)).map((backup) => backup.storageKey);
  }

  async getCompletedScheduled(): Promise<Backup[]> {
    return this.rows.backups
      .filter((backup) => backup.kind === 'scheduled' && backup.status === 'completed')
      .sort(newestFirst)
      .map((backup) => ({ ...backup }));
  }

  /** A new row as the table's defaults make it. */
  private fresh(backup: NewBackup): Partial<Backup> {
    return { createdBy: null, createdByName: null, ...backup, progress: 0, completedAt: null, sizeBytes: 0 };
  }

  private find(id: number): Backup | undefined {
    return this.rows.backups.find((backup) => backup.id === id);
  }
}
