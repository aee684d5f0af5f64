import { AppConfig } from '@heirloom/config';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { OwedJobsSweeper } from './owed-jobs.sweeper';

describe(EmbeddedJobsRecovery.name, () => {
  const recoveryFor = (config: Partial<AppConfig>, sweep: jest.Mock) =>
    new EmbeddedJobsRecovery(config as AppConfig, { sweep } as unknown as OwedJobsSweeper);

  it('queues the pending thumbnails again at start in embedded mode', async () => {
    const sweep = jest.fn().mockResolvedValue(3);
    await recoveryFor({}, sweep).onApplicationBootstrap();
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('leaves scaled mode to the worker', async () => {
    const sweep = jest.fn();
    await recoveryFor({ redisUrl: 'redis://127.0.0.1:6379' }, sweep).onApplicationBootstrap();
    expect(sweep).not.toHaveBeenCalled();
  });

  it('never stops the start when the sweep fails', async () => {
    const sweep = jest.fn().mockRejectedValue(new Error('database is locked'));
    await expect(recoveryFor({}, sweep).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
