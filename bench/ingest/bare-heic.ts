import { PREVIEW_SIZE, THUMBNAIL_SIZE } from '@heirloom/media';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface BareHeicResult {
  photosPerSecond: number;
  parallelJobs: number;
}

/**
 * The floor for HEIC: what a bare script does for each photo, and nothing else: heic-decode (libheif in WebAssembly)
 * to RGBA, sharp shrinks it once to the preview size and writes the WebP preview and thumbnail (quality 80, effort 2,
 * as the app). heic-decode is synchronous, so each lane is a thread of its own, as in the app's worker.
 */
const LANE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const decode = require(workerData.heicDecodePath);
const sharp = require(workerData.sharpPath);
parentPort.on('message', async ({ path, out }) => {
  const { width, height, data } = await decode({ buffer: await readFile(path) });
  const shrunk = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .resize(workerData.previewSize, workerData.previewSize, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(shrunk.data, { raw: shrunk.info });
  const webp = { quality: 80, effort: 2 };
  await Promise.all([
    image.clone().webp(webp).toFile(out + '-p.webp'),
    image.clone().resize(workerData.thumbnailSize, workerData.thumbnailSize, { fit: 'inside' }).webp(webp).toFile(out + '-t.webp'),
  ]);
  parentPort.postMessage('done');
});
`;

/** Tried with one lane and one lane per core; the faster is the floor. */
export async function fastestBareHeic(files: string[]): Promise<BareHeicResult> {
  const tries: BareHeicResult[] = [];
  for (const parallelJobs of [...new Set([1, availableParallelism()])]) tries.push(await measureBareHeic(files, parallelJobs));
  return tries.reduce((best, result) => (result.photosPerSecond > best.photosPerSecond ? result : best));
}

export async function measureBareHeic(files: string[], parallelJobs: number): Promise<BareHeicResult> {
  const out = await mkdtemp(join(tmpdir(), 'heirloom-bare-heic-'));
  const workerData = { heicDecodePath: require.resolve('heic-decode'), sharpPath: require.resolve('sharp'), previewSize: PREVIEW_SIZE, thumbnailSize: THUMBNAIL_SIZE };
  const lanes = Array.from({ length: parallelJobs }, () => new Worker(LANE_SOURCE, { eval: true, workerData }));
  try {
    // Each lane decodes one photo first, unmeasured: loading libheif's WebAssembly is a cost paid once per thread.
    await Promise.all(lanes.map((lane, i) => run(lane, files[0], join(out, `warm-${i}`))));
    let next = 0;
    const started = performance.now();
    await Promise.all(lanes.map(async (lane) => {
      while (next < files.length) {
        const i = next++;
        await run(lane, files[i], join(out, String(i)));
      }
    }));
    return { photosPerSecond: files.length / ((performance.now() - started) / 1000), parallelJobs };
  } finally {
    await Promise.all(lanes.map((lane) => lane.terminate()));
    await rm(out, { recursive: true, force: true });
  }
}

function run(lane: Worker, path: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    lane.once('error', onError);
    lane.once('message', () => {
      lane.off('error', onError);
      resolve();
    });
    lane.postMessage({ path, out });
  });
}
