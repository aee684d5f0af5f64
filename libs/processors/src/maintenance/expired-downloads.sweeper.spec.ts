import { DownloadsRepository } from '@heirloom/database';
import { JobsHold } from '@heirloom/jobs';
import { EXPIRED_DOWNLOAD_KEPT_MS, ExpiredDownloadsSweeper } from './expired-downloads.sweeper';

describe(ExpiredDownloadsSweeper.name, () => {
  const notHeld: JobsHold = { active: async () => false };

  describe('sweep', () => {
    it('deletes the downloads that expired more than an hour ago, so a stale link answers 410 for that hour', async () => {
      const deleteExpiredBefore = jest.fn().mockResolvedValue(3);
      const sweeper = new ExpiredDownloadsSweeper({ deleteExpiredBefore } as unknown as DownloadsRepository, notHeld);
      const now = Date.parse('2026-11-26T12:00:00Z');
      expect(await sweeper.sweep(now)).toBe(3);
      expect(deleteExpiredBefore).toHaveBeenCalledWith(new Date(now - EXPIRED_DOWNLOAD_KEPT_MS));
      expect(EXPIRED_DOWNLOAD_KEPT_MS).toBe(60 * 60 * 1000);
    });
  });

  it('sweeps when the process starts, and a failed round neither throws nor stops the timer', async () => {
    const deleteExpiredBefore = jest.fn().mockRejectedValueOnce(new Error('database is down')).mockResolvedValue(0);
    const sweeper = new ExpiredDownloadsSweeper({ deleteExpiredBefore } as unknown as DownloadsRepository, notHeld);
    sweeper.onApplicationBootstrap();
    sweeper.onApplicationShutdown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(deleteExpiredBefore).toHaveBeenCalledTimes(1);
  });

  it('skips a round while the jobs are held (a restore running): the round after it sweeps', async () => {
    let restoring = true;
    const deleteExpiredBefore = jest.fn().mockResolvedValue(2);
    const sweeper = new ExpiredDownloadsSweeper({ deleteExpiredBefore } as unknown as DownloadsRepository, { active: async () => restoring });
    jest.useFakeTimers();
    try {
      sweeper.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(0);
      expect(deleteExpiredBefore).not.toHaveBeenCalled();
      restoring = false;
      await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
      expect(deleteExpiredBefore).toHaveBeenCalledTimes(1);
    } finally {
      sweeper.onApplicationShutdown();
      jest.useRealTimers();
    }
  });
});
