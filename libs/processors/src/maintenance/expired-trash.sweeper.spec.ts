import { AppConfig } from '@heirloom/config';
import { TrashRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { TrashPurger } from '../trash/trash-purger';
import { ExpiredTrashSweeper } from './expired-trash.sweeper';

const DAY_MS = 24 * 60 * 60 * 1000;
const notHeld: JobsHold = { active: async () => false };

function sweeperWith(trashed: Map<number, Date>) {
  const getTrashedBefore = jest.fn(async (before: Date, limit: number) =>
    [...trashed].filter(([, at]) => at < before).map(([id]) => id).slice(0, limit),
  );
  const purge = jest.fn(async (ids: readonly number[]) => ids.filter((id) => trashed.delete(id)).length);
  const sweeper = new ExpiredTrashSweeper({ trashDays: 30 } as AppConfig, { getTrashedBefore } as unknown as TrashRepository, { purge } as unknown as TrashPurger, notHeld);
  return { sweeper, getTrashedBefore, purge };
}

describe(ExpiredTrashSweeper.name, () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('purges what has been in the trash longer than TRASH_DAYS, and nothing newer', async () => {
    const trashed = new Map([
      [1, new Date(now - 31 * DAY_MS)],
      [2, new Date(now - 30 * DAY_MS - 1)],
      [3, new Date(now - 30 * DAY_MS + 1)],
      [4, new Date(now - DAY_MS)],
    ]);
    const { sweeper, getTrashedBefore } = sweeperWith(trashed);
    expect(await sweeper.sweep(now)).toBe(2);
    expect(getTrashedBefore).toHaveBeenCalledWith(new Date(now - 30 * DAY_MS), expect.any(Number));
    expect([...trashed.keys()]).toEqual([3, 4]);
  });

  it('is idempotent: a second sweep at the same time finds nothing more', async () => {
    const { sweeper, purge } = sweeperWith(new Map([[1, new Date(now - 40 * DAY_MS)]]));
    expect(await sweeper.sweep(now)).toBe(1);
    expect(await sweeper.sweep(now)).toBe(0);
    expect(purge).toHaveBeenCalledTimes(1);
  });

  it('stops when what it found was restored or purged elsewhere meanwhile, rather than looping', async () => {
    const getTrashedBefore = jest.fn().mockResolvedValue([7]);
    const purge = jest.fn().mockResolvedValue(0);
    const sweeper = new ExpiredTrashSweeper({ trashDays: 30 } as AppConfig, { getTrashedBefore } as unknown as TrashRepository, { purge } as unknown as TrashPurger, notHeld);
    expect(await sweeper.sweep(now)).toBe(0);
    expect(getTrashedBefore).toHaveBeenCalledTimes(1);
  });

  it('sweeps when the process starts, and a failed round neither throws nor stops the timer', async () => {
    const getTrashedBefore = jest.fn().mockRejectedValueOnce(new Error('database is down'));
    const sweeper = new ExpiredTrashSweeper({ trashDays: 30 } as AppConfig, { getTrashedBefore } as unknown as TrashRepository, { purge: jest.fn() } as unknown as TrashPurger, notHeld);
    sweeper.onApplicationBootstrap();
    sweeper.onApplicationShutdown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(getTrashedBefore).toHaveBeenCalledTimes(1);
  });
});
