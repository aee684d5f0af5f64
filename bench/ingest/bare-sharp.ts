import { configureImageProcessing, probeImage, recommendedThreadsPerImage, renderDerivatives } from '@heirloom/media';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BareResult {
  photosPerSecond: number;
  /** CPU time of this process per photo, all threads counted. */
  cpuMsPerPhoto: number;
  parallelJobs: number;
  threadsPerImage: number;
}

/**
 * The floor: the sharp work the pipeline does per photo (the API's probe, the worker's thumbnail and preview), and
 * nothing else, in this one process. Tried with one photo at a time (all threads on it) and one photo per core.
 */
export async function fastestBareSharp(files: string[]): Promise<BareResult> {
  const tries: BareResult[] = [];
  for (const parallelJobs of [1, availableParallelism()]) tries.push(await measureBareSharp(files, parallelJobs));
  return tries.reduce((best, result) => (result.photosPerSecond > best.photosPerSecond ? result : best));
}

export async function measureBareSharp(files: string[], parallelJobs: number): Promise<BareResult> {
  const { threadsPerImage } = configureImageProcessing({ threadsPerImage: recommendedThreadsPerImage(parallelJobs) });
  const out = await mkdtemp(join(tmpdir(), 'heirloom-bare-'));
  try {
    let next = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const lane = async () => {
      while (next < files.length) {
        const i = next++;
        await probeImage(files[i]);
        await renderDerivatives(files[i], { thumbnailPath: join(out, `${i}-t.webp`), previewPath: join(out, `${i}-p.webp`) });
      }
    };
    await Promise.all(Array.from({ length: parallelJobs }, lane));
    const { user, system } = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    return { photosPerSecond: files.length / seconds, cpuMsPerPhoto: (user + system) / 1000 / files.length, parallelJobs, threadsPerImage };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
