import { AppConfig } from '@heirloom/config';
import { AuditRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { AUDIT_PURGED_PER_STEP, ExpiredAuditSweeper } from './expired-audit.sweeper';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(ExpiredAuditSweeper.name, () => {
  const notHeld: JobsHold = { active: async () => false };
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('deletes the events older than AUDIT_DAYS, step after step until a step is short', async () => {
    const purgeBefore = jest.fn().mockResolvedValueOnce(AUDIT_PURGED_PER_STEP).mockResolvedValueOnce(3);
    const sweeper = new ExpiredAuditSweeper({ auditDays: 90 } as AppConfig, { purgeBefore } as unknown as AuditRepository, notHeld);
    expect(await sweeper.sweep(now)).toBe(AUDIT_PURGED_PER_STEP + 3);
    expect(purgeBefore.mock.calls).toEqual([
      [new Date(now - 90 * DAY_MS), AUDIT_PURGED_PER_STEP],
      [new Date(now - 90 * DAY_MS), AUDIT_PURGED_PER_STEP],
    ]);
  });

  it('sweeps when the process starts, and a failed round neither throws nor stops the timer', async () => {
    const purgeBefore = jest.fn().mockRejectedValueOnce(new Error('database is down'));
    const sweeper = new ExpiredAuditSweeper({ auditDays: 365 } as AppConfig, { purgeBefore } as unknown as AuditRepository, notHeld);
    sweeper.onApplicationBootstrap();
    sweeper.onApplicationShutdown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(purgeBefore).toHaveBeenCalledTimes(1);
  });
});
