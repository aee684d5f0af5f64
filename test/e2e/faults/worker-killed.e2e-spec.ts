import IORedis from 'ioredis';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createFamily } from '../support/factories';
import { uniqueJpeg, uploadPhoto } from '../support/photos';
import { eventually } from '../support/eventually';
import { describeScaled, signUp, useFaultStack } from './fault-stack';

const PHOTOS = 8;

describeScaled('Faults: a worker killed in the middle of a batch', () => {
  const stack = useFaultStack();

  it('a worker killed with SIGKILL while thumbnailing: the restarted worker takes over the stalled jobs and finishes every thumbnail', async () => {
    const { url } = await stack().startApi();
    const owner = await signUp(url);
    const familyId = await createFamily(owner);
    // Uploaded while no worker runs: the whole batch waits in the queue.
    const ids: number[] = [];
    for (let i = 0; i < PHOTOS; i++) ids.push((await uploadPhoto(owner, familyId, {}, await uniqueJpeg(3000, 2000))).id);

    const redis = new IORedis(stack().redis.url);
    try {
      const worker = await stack().startWorker();
      // Killed the moment it holds a job: that job's lock stays behind in Redis with nobody to renew it.
      await eventually(() => redis.llen('bull:media:active'), (active) => active > 0, 30_000, 'A thumbnail job starting');
      await worker.stop('SIGKILL');
      const interrupted = await redis.lrange('bull:media:active', 0, -1);
      expect(interrupted.length).toBeGreaterThan(0);
      // JOB_LOCK_SECONDS=3: the dead worker's locks lapse within 3 s (already gone, -2, or less left), not BullMQ's
      // default 30 s, and the next worker's stalled-job check runs as often, so the jobs come back within seconds.
      for (const id of interrupted) expect(await redis.pttl(`bull:media:${id}:lock`)).toBeLessThanOrEqual(3000);
      const pendingAtKill = await stack().query<{ n: number }>("SELECT COUNT(*) AS n FROM photos WHERE thumbnail_status = 'pending'");
      expect(Number(pendingAtKill[0].n)).toBeGreaterThan(0);

      await stack().startWorker();
      const rows = await eventually(
        () => stack().query<{ id: number; thumbnail_status: string; thumbnail_key: string; preview_key: string }>('SELECT id, thumbnail_status, thumbnail_key, preview_key FROM photos'),
        (photos) => photos.length === PHOTOS && photos.every((photo) => photo.thumbnail_status === 'ready'),
        60_000,
        'Every thumbnail being made',
      );
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
      for (const row of rows) {
        expect(existsSync(join(stack().storageDir, row.thumbnail_key))).toBe(true);
        expect(existsSync(join(stack().storageDir, row.preview_key))).toBe(true);
      }
      // The queue empties (the start-up sweep's copies of these jobs find nothing left to do), and no job failed.
      await eventually(
        async () => [await redis.llen('bull:media:active'), await redis.llen('bull:media:wait')],
        (counts) => counts.every((n) => n === 0),
        30_000,
        'The media queue emptying',
      );
      expect(await redis.zcard('bull:media:failed')).toBe(0);
    } finally {
      redis.disconnect();
    }
  }, 180_000);
});
