import { DataSource } from 'typeorm';
import { Backup } from '../entities';
import { describeBothWays, InMemoryBackupsRepository, InMemoryRows } from '../testing';
import { BackupsRepository } from './backups.repository';

/** A repository and a way to add rows as they stand; the same scenarios run against the real one and the fake. */
interface World {
  repository: Pick<BackupsRepository, 'create' | 'getById' | 'isRestoring' | 'failBusy' | 'failRunning' | 'getBusyStorageKeys'>;
  add(fields: Partial<Backup>): Promise<number>;
}

function sqliteWorld(dataSource: DataSource): World {
  const backups = dataSource.getRepository(Backup);
  return {
    repository: new BackupsRepository(backups),
    add: async (fields) => (await backups.save({ kind: 'manual', status: 'completed', storageKey: `k${Math.random()}`, ...fields })).id,
  };
}

function inMemoryWorld(): World {
  const rows = new InMemoryRows();
  return { repository: new InMemoryBackupsRepository(rows), add: async (fields) => rows.addBackup(fields).id };
}

describeBothWays(BackupsRepository.name, { sqlite: sqliteWorld, memory: inMemoryWorld }, (world) => {
  it('creates a queued backup whose archive key is made of its id', async () => {
    const { repository } = world();
    const created = await repository.create({ kind: 'manual', status: 'queued', createdBy: null, createdByName: 'Ada' }, (id) => `backups/backup-${id}.zip`);
    expect(await repository.getById(created.id)).toMatchObject({ status: 'queued', storageKey: `backups/backup-${created.id}.zip`, createdByName: 'Ada', progress: 0 });
  });

  it('is restoring while a restore is queued or running, and not after', async () => {
    const { repository, add } = world();
    await add({ restoreStatus: 'completed' });
    await add({ restoreStatus: 'failed' });
    expect(await repository.isRestoring()).toBe(false);
    await add({ restoreStatus: 'queued' });
    expect(await repository.isRestoring()).toBe(true);
  });

  it('fails every busy backup and restore after a restart, and only those', async () => {
    const { repository, add } = world();
    const queued = await add({ status: 'queued', storageKey: 'q' });
    const restoring = await add({ restoreStatus: 'running' });
    const done = await add({ restoreStatus: 'completed' });
    expect(await repository.getBusyStorageKeys()).toEqual(['q']);
    expect(await repository.failBusy('stopped')).toEqual({ backups: 1, restores: 1 });
    expect(await repository.getById(queued)).toMatchObject({ status: 'failed', error: 'stopped' });
    expect(await repository.getById(restoring)).toMatchObject({ status: 'completed', restoreStatus: 'failed', restoreError: 'stopped' });
    expect(await repository.getById(done)).toMatchObject({ status: 'completed', restoreStatus: 'completed', error: null });
    expect(await repository.isRestoring()).toBe(false);
  });

  it('fails the running backups but the current one', async () => {
    const { repository, add } = world();
    const current = await add({ status: 'running' });
    const abandoned = await add({ status: 'running' });
    expect(await repository.failRunning('interrupted', current)).toBe(1);
    expect(await repository.getById(current)).toMatchObject({ status: 'running' });
    expect(await repository.getById(abandoned)).toMatchObject({ status: 'failed', error: 'interrupted' });
  });
});
