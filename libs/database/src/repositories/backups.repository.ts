import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { Backup, BackupStatus } from '../entities';

/** A backup's job is waiting or under way: its row must not be deleted, and no second restore may start. */
export const BUSY_BACKUP_STATUSES: readonly BackupStatus[] = ['queued', 'running'];

export type NewBackup = Pick<Backup, 'kind' | 'status'> & Partial<Pick<Backup, 'createdBy' | 'createdByName'>>;

/** What the jobs and the import write of a backup as it goes; fields left out stay as they are. */
export type BackupChanges = Partial<Omit<Backup, 'id' | 'kind' | 'createdAt'>>;

/** The rows a server's restart found busy and marked failed. */
export interface FailedBackupJobs {
  backups: number;
  restores: number;
}

/** Queries on the backups table: the admin panel's list, the archive jobs' progress, recovery after a crash. */
@Injectable()
export class BackupsRepository {
  constructor(@InjectRepository(Backup) private readonly backups: Repository<Backup>) {}

  getById(id: number): Promise<Backup | null> {
    return this.backups.findOneBy({ id });
  }

  /** The newest backups first, `limit` of them. */
  getNewest(limit: number): Promise<Backup[]> {
    return this.backups.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /**
   * Adds a backup whose archive key is made of its id (`storageKeyOf`), both in one transaction so no row is left
   * without its key.
   */
  create(backup: NewBackup, storageKeyOf: (id: number) => string): Promise<Backup> {
    return this.backups.manager.transaction(async (manager) => {
      const created = await manager.save(manager.create(Backup, { ...backup, storageKey: 'pending' }));
      created.storageKey = storageKeyOf(created.id);
      await manager.update(Backup, { id: created.id }, { storageKey: created.storageKey });
      return created;
    });
  }

  /** Adds a backup whose archive is already named (an archive copied in, under the name it came with). */
  createWithKey(backup: NewBackup, storageKey: string): Promise<Backup> {
    return this.backups.save(this.backups.create({ ...backup, storageKey }));
  }

  async update(id: number, changes: BackupChanges): Promise<void> {
    await this.backups.update({ id }, changes);
  }

  async delete(id: number): Promise<void> {
    await this.backups.delete({ id });
  }

  /** Whether a restore is queued or running (writes are paused, and no second restore may start). */
  isRestoring(): Promise<boolean> {
    return this.backups.existsBy({ restoreStatus: In([...BUSY_BACKUP_STATUSES]) });
  }

  /** Marks failed, with `error`, every backup still 'running' but `current`; answers how many. */
  async failRunning(error: string, current?: number): Promise<number> {
    const result = await this.backups.update(current === undefined ? { status: 'running' } : { status: 'running', id: Not(current) }, { status: 'failed', error });
    return result.affected ?? 0;
  }

  /** Marks failed, with `error`, every backup and every restore still queued or running. */
  async failBusy(error: string): Promise<FailedBackupJobs> {
    const busy = In([...BUSY_BACKUP_STATUSES]);
    const backups = await this.backups.update({ status: busy }, { status: 'failed', error });
    const restores = await this.backups.update({ restoreStatus: busy }, { restoreStatus: 'failed', restoreError: error });
    return { backups: backups.affected ?? 0, restores: restores.affected ?? 0 };
  }

  /** The archive keys of the backups being written (queued or running). */
  async getBusyStorageKeys(): Promise<string[]> {
    return (await this.backups.find({ where: { status: In([...BUSY_BACKUP_STATUSES]) }, select: { storageKey: true } })).map((backup) => backup.storageKey);
  }

  /** The completed scheduled backups, newest first. */
  getCompletedScheduled(): Promise<Backup[]> {
    return this.backups.find({ where: { kind: 'scheduled', status: 'completed' }, order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
