import { BackupsRepository, DigestRecipient, DigestsRepository } from '@heirloom/database';
import { InMemoryBackupsRepository, InMemoryRows } from '@heirloom/database/testing';
import { JobProducer } from '@heirloom/jobs';
import { DigestClock } from './digest-clock';
import { DigestPlanner } from './digest-planner.service';

/** Monday 08:05 in Tokyo; Sunday 23:05 in UTC and Lisbon. */
const NOW = new Date('2030-01-06T23:05:00.000Z');

function plannerOver(recipients: DigestRecipient[], claimed: string[] = []) {
  const getRecipients = jest.fn(async (afterId: number, limit: number, userId?: number) =>
    recipients.filter((r) => r.userId > afterId && (userId === undefined || r.userId === userId)).slice(0, limit),
  );
  const getClaimed = jest.fn(async () => new Set(claimed));
  const enqueue = jest.fn(async () => undefined);
  const backups = new InMemoryBackupsRepository(new InMemoryRows());
  const planner = new DigestPlanner(
    { getRecipients, getClaimed } as unknown as DigestsRepository,
    backups as unknown as BackupsRepository,
    { enqueue } as unknown as JobProducer,
    { now: () => NOW } as DigestClock,
  );
  return { planner, enqueue, backups };
}

const person = (userId: number, timeZone: string, frequency: 'daily' | 'weekly' = 'weekly'): DigestRecipient => ({ userId, email: `u${userId}@example.com`, frequency, timeZone });

describe(DigestPlanner.name, () => {
  describe('queueOwed', () => {
    it('queues the digests owed in each person’s zone, under one job id per person and period, and none already claimed', async () => {
      const { planner, enqueue } = plannerOver(
        [person(1, 'Asia/Tokyo'), person(2, 'Europe/Lisbon'), person(3, 'Europe/Lisbon', 'daily'), person(4, 'Asia/Tokyo', 'daily'), person(5, 'Asia/Tokyo')],
        ['5 W2030-01-07'],
      );
      // Lisbon's weekly digest waits for Monday; its daily one of Sunday is still owed at 23:05.
      expect(await planner.queueOwed()).toBe(3);
      expect(enqueue.mock.calls).toEqual([
        ['mail.digest', { userId: 1, period: 'W2030-01-07', today: '2030-01-07' }, { jobId: 'digest-1-W2030-01-07' }],
        ['mail.digest', { userId: 3, period: 'D2030-01-06', today: '2030-01-06' }, { jobId: 'digest-3-D2030-01-06' }],
        ['mail.digest', { userId: 4, period: 'D2030-01-07', today: '2030-01-07' }, { jobId: 'digest-4-D2030-01-07' }],
      ]);
    });

    it('queues none while a restore is queued or runs, and those owed once it has ended', async () => {
      const { planner, enqueue, backups } = plannerOver([person(1, 'Asia/Tokyo')]);
      const backup = await backups.createWithKey({ kind: 'manual', status: 'completed' }, 'backup-1.zip');
      for (const restoreStatus of ['queued', 'running'] as const) {
        await backups.update(backup.id, { restoreStatus });
        expect(await planner.queueOwed()).toBe(0);
        expect(await planner.queueFor(1)).toBe(0);
      }
      expect(enqueue).not.toHaveBeenCalled();
      await backups.update(backup.id, { restoreStatus: 'completed' });
      expect(await planner.queueOwed()).toBe(1);
    });
  });

  describe('queueFor', () => {
    it('queues one person’s digest of the current period whatever the hour', async () => {
      const { planner, enqueue } = plannerOver([person(2, 'Europe/Lisbon')]);
      expect(await planner.queueFor(2)).toBe(1);
      expect(enqueue).toHaveBeenCalledWith('mail.digest', { userId: 2, period: 'W2029-12-31', today: '2030-01-06' }, { jobId: 'digest-2-W2029-12-31' });
      expect(await planner.queueFor(9)).toBe(0);
    });
  });
});
