import { BackupsRepository, DigestsRepository } from '@heirloom/database';
import { InMemoryBackupsRepository, InMemoryRows } from '@heirloom/database/testing';
import { MailService } from '@heirloom/mail';
import { DigestClock } from './digest-clock';
import { DigestComposer } from './digest-composer.service';
import { DigestMailHandler } from './digest.handlers';

describe(DigestMailHandler.name, () => {
  it('fails without claiming or mailing while a restore is queued or runs (a job the hold let through a second late)', async () => {
    const backups = new InMemoryBackupsRepository(new InMemoryRows());
    const backup = await backups.createWithKey({ kind: 'manual', status: 'completed' }, 'backup-1.zip');
    const claim = jest.fn(async () => null);
    const send = jest.fn();
    const handler = new DigestMailHandler(
      { claim } as unknown as DigestsRepository,
      backups as unknown as BackupsRepository,
      {} as DigestComposer,
      { send } as unknown as MailService,
      { now: () => new Date('2030-01-06T23:05:00.000Z') } as DigestClock,
    );
    const job = { userId: 1, period: 'W2030-01-07', today: '2030-01-07' };
    for (const restoreStatus of ['queued', 'running'] as const) {
      await backups.update(backup.id, { restoreStatus });
      await expect(handler.handle(job)).rejects.toThrow('A restore is running: the digest waits for it');
    }
    expect(claim).not.toHaveBeenCalled();
    await backups.update(backup.id, { restoreStatus: 'completed' });
    // Claimed by another copy of the job already: nothing is sent.
    await handler.handle(job);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
