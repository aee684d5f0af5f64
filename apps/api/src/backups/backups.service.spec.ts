import { BackupsRepository } from '@heirloom/database';
import { InMemoryBackupsRepository, InMemoryRows } from '@heirloom/database/testing';
import { JobProducer } from '@heirloom/jobs';
import { StorageService } from '@heirloom/storage';
import { ConflictException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { BackupImportService } from './backup-import.service';
import { BackupsService } from './backups.service';

/** `enqueue`: what queuing a job does (by default it records the job). */
function world(enqueue?: () => Promise<void>) {
  const rows = new InMemoryRows();
  const jobs: string[] = [];
  const deletedKeys: string[] = [];
  const service = new BackupsService(
    new InMemoryBackupsRepository(rows) as unknown as BackupsRepository,
    { enqueue: enqueue ?? (async (name: string) => void jobs.push(name)) } as unknown as JobProducer,
    { delete: async (key: string) => void deletedKeys.push(key) } as unknown as StorageService,
    { importCopiedArchives: async () => undefined } as unknown as BackupImportService,
    { record: async () => undefined } as unknown as AuditService,
  );
  const restoreStates = () => rows.backups.map((backup) => [backup.id, backup.restoreStatus]);
  return { rows, service, jobs, deletedKeys, restoreStates };
}

const ADMIN = { id: 1, name: 'Admin' } as AuthUser;

describe(BackupsService.name, () => {
  describe('requestRestore', () => {
    it('queues the restore of a completed backup', async () => {
      const { rows, service, jobs } = world();
      const backup = rows.addBackup();
      expect(await service.requestRestore(ADMIN, backup.id)).toMatchObject({ id: backup.id, restore_status: 'queued' });
      expect(jobs).toEqual(['backup.restore']);
    });

    it.each(['queued', 'running'] as const)('refuses with 409 while another restore is %s, queuing nothing', async (restoreStatus) => {
      const { rows, service, jobs, restoreStates } = world();
      rows.addBackup({ restoreStatus });
      const wanted = rows.addBackup();
      const before = restoreStates();
      await expect(service.requestRestore(ADMIN, wanted.id)).rejects.toThrow(new ConflictException('A restore is already in progress'));
      expect(restoreStates()).toEqual(before);
      expect(jobs).toEqual([]);
    });

    it.each(['queued', 'running', 'failed'] as const)('refuses with 409 a backup that is %s, not completed', async (status) => {
      const { rows, service, jobs } = world();
      const backup = rows.addBackup({ status });
      await expect(service.requestRestore(ADMIN, backup.id)).rejects.toThrow(new ConflictException('Only a completed backup can be restored'));
      expect([rows.backups[0].restoreStatus, jobs]).toEqual([null, []]);
    });

    it('puts the restore state back when the job cannot be queued, so writes are not held at 503', async () => {
      const { rows, service, restoreStates } = world(async () => {
        throw new Error('Redis is away');
      });
      const backup = rows.addBackup({ restoreStatus: 'failed', restoreError: 'earlier' });
      await expect(service.requestRestore(ADMIN, backup.id)).rejects.toThrow('Redis is away');
      expect(restoreStates()).toEqual([[backup.id, 'failed']]);
      expect(rows.backups[0].restoreError).toBe('earlier');
    });
  });

  describe('delete', () => {
    it.each([
      ['its backup is being written', { status: 'running' as const }],
      ['its restore is running', { restoreStatus: 'running' as const }],
    ])('refuses with 409 while %s, deleting nothing', async (_while, fields) => {
      const { rows, service, deletedKeys } = world();
      const backup = rows.addBackup(fields);
      await expect(service.delete(backup.id)).rejects.toThrow(ConflictException);
      expect([rows.backups.length, deletedKeys]).toEqual([1, []]);
    });

    it('deletes the row, then its archive', async () => {
      const { rows, service, deletedKeys } = world();
      const backup = rows.addBackup();
      await service.delete(backup.id);
      expect([rows.backups, deletedKeys]).toEqual([[], [backup.storageKey]]);
    });
  });
});
