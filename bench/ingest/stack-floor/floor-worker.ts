import { renderVideoDerivatives, resolveVideoBinaries } from '@heirloom/media';
import { Worker } from 'bullmq';
import IORedis from 'ioredis';
import { FLOOR_QUEUE, FloorJob } from './floor-queue';

/**
 * The fixed stack's floor for a video's worker side: a BullMQ worker (the stack's WORKER_CONCURRENCY) running the same
 * single ffmpeg that makes the thumbnail and preview WebPs from the poster frame (renderVideoDerivatives), with the
 * length the upload's ffprobe read. No database, no row reads or writes, no other jobs.
 */
const binaries = resolveVideoBinaries();
const connection = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const worker = new Worker<FloorJob>(
  FLOOR_QUEUE,
  async (job) => {
    await renderVideoDerivatives(binaries, job.data.path, { thumbnailPath: `${job.data.path}.thumbnail.webp`, previewPath: `${job.data.path}.preview.webp` }, job.data.durationSeconds);
  },
  { connection, concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2) },
);
worker.on('ready', () => console.log('floor worker ready'));
const stop = async () => {
  await worker.close();
  await connection.quit();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
