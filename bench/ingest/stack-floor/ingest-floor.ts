import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NodeProcess } from '../../../test/e2e/support/node-process';
import { ApiClient } from '../api-client';
import { childrenCpuSeconds, cpuSeconds } from '../cpu-time';
import { FLOOR_QUEUE, FloorJob } from './floor-queue';

const FLOOR_PORT = 3931;
const POLL_MS = 100;
const TIMEOUT_MS = 10 * 60_000;

/** A session on the floor API: signed in by its one route, uploading as the API's client does. */
class FloorClient extends ApiClient {
  async signIn(): Promise<void> {
    const response = await this.call('GET', '/sign-in');
    this.cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  }

  async upload(path: string): Promise<void> {
    await this.postFiles('/upload', 'photo', [path]);
  }
}

export interface StackFloorFigures {
  clipsPerSecond: number;
  /** CPU per clip (ms): the floor API's and the floor worker's, each with the ffprobe and ffmpeg runs it started. */
  cpuMsPerClip: { api: number; apiChildren: number; worker: number; workerChildren: number };
}

/**
 * The clips through the fixed stack alone (floor-api.ts, floor-worker.ts), as measureEndToEnd sends them to the
 * API: `inFlight` uploads at a time, until every clip's thumbnail and preview are written.
 */
export async function measureVideoStackFloor(redisUrl: string, clips: string[], inFlight: number, concurrency: number): Promise<StackFloorFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'heirloom-ingest-floor-'));
  const env = { REDIS_URL: redisUrl, FLOOR_PORT: String(FLOOR_PORT), FLOOR_DIR: dir, WORKER_CONCURRENCY: String(concurrency), NODE_ENV: 'production' };
  const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<FloorJob>(FLOOR_QUEUE, { connection });
  await queue.obliterate({ force: true });
  const api = NodeProcess.spawn(join(__dirname, 'floor-api.js'), [], env);
  const worker = NodeProcess.spawn(join(__dirname, 'floor-worker.js'), [], env);
  try {
    await api.waitFor(/floor API listening/);
    await worker.waitFor(/floor worker ready/);
    const client = new FloorClient(`http://127.0.0.1:${FLOOR_PORT}`);
    await client.signIn();
    const cpu = () => ({ api: cpuSeconds(api.pid), apiChildren: childrenCpuSeconds(api.pid), worker: cpuSeconds(worker.pid), workerChildren: childrenCpuSeconds(worker.pid) });
    const atStart = cpu();
    const started = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < clips.length) await client.upload(clips[next++]);
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    while ((await queue.getCompletedCount()) < clips.length) {
      if ((await queue.getFailedCount()) > 0) throw new Error(`A floor job failed:\n${worker.log}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error('The floor worker did not finish within 10 minutes');
      await sleep(POLL_MS);
    }
    const clipsPerSecond = clips.length / ((performance.now() - started) / 1000);
    const atEnd = cpu();
    const perClip = (key: keyof typeof atStart) => ((atEnd[key] - atStart[key]) * 1000) / clips.length;
    return { clipsPerSecond, cpuMsPerClip: { api: perClip('api'), apiChildren: perClip('apiChildren'), worker: perClip('worker'), workerChildren: perClip('workerChildren') } };
  } finally {
    await Promise.all([api.stop(), worker.stop()]);
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
    await rm(dir, { recursive: true, force: true });
  }
}
