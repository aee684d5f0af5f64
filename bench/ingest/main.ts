import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient } from './api-client';
import { fastestBareSharp, measureBareSharp } from './bare-sharp';
import { cpuSeconds } from './cpu-time';
import { residentMemory } from './memory';
import { samplePhotos } from './sample-photos';
import { ScaledStack } from './scaled-stack';
import { benchZipDownload } from './zip-download';

/**
 * `npm run bench:ingest`: photo ingestion in scaled mode (built API + one built worker, MariaDB, Redis).
 *  1. photos per second, from the first upload request until every thumbnail and preview exists, against the same
 *     sharp work done bare in one process (the floor on this machine), measured just before and just after so that
 *     a machine whose load drifts is judged against the mean of the two;
 *  2. CPU time per photo of the API and the worker against the bare work (a figure other load barely moves);
 *  3. the API process's peak resident memory (VmHWM) during one bulk upload of 200 photos;
 *  4. zip downloads of many photos (zip-download.ts): a 2 GiB selection against `zip -0 -r` of the same files, and the
 *     API's peak memory at 512 MiB and 2 GiB.
 * Targets: end to end at least 0.7 of the bare rate; API peak under 300 MB, and flat across download sizes.
 */
const END_TO_END_PHOTOS = 100;
const BULK_PHOTOS = 200;
/** Uploads in flight at once, as a browser uploading a selection would have. */
const UPLOADS_IN_FLIGHT = 2;
const RATIO_TARGET = 0.7;
const PEAK_TARGET_MB = 300;
const PROCESSING_TIMEOUT_MS = 10 * 60_000;
/** How often the client asks whether all thumbnails exist: often enough to end within a quarter second. */
const POLL_MS = 250;

const verdict = (met: boolean): string => (met ? 'target met' : 'TARGET MISSED');
const line = (label: string, text: string): void => console.log(`${label.padEnd(34)}${text}`);

async function main(): Promise<void> {
  const dataDir = join(process.cwd(), 'bench', '.data');
  const photos = await samplePhotos(dataDir, BULK_PHOTOS);
  const ingestSet = photos.slice(0, END_TO_END_PHOTOS);
  line('photos', '4032 x 3024 JPEG (12.2 MP), ~5 MB each');

  const before = await fastestBareSharp(ingestSet);
  line('bare sharp, probe + derivatives', `${before.photosPerSecond.toFixed(2)} photos/s (${before.parallelJobs} at a time, ${before.threadsPerImage} libvips thread(s) each)`);

  const stack = await ScaledStack.start();
  try {
    const client = new ApiClient(stack.url);
    await client.register();
    const cpuAtStart = { api: cpuSeconds(stack.api.pid), worker: cpuSeconds(stack.worker.pid), client: cpuSeconds(process.pid) };
    const { seconds, uploadedSeconds } = await measureEndToEnd(client, ingestSet);
    const cpuMs = (pid: number, start: number) => ((cpuSeconds(pid) - start) * 1000) / ingestSet.length;
    const [apiMs, workerMs, clientMs] = [cpuMs(stack.api.pid, cpuAtStart.api), cpuMs(stack.worker.pid, cpuAtStart.worker), cpuMs(process.pid, cpuAtStart.client)];
    const endToEnd = ingestSet.length / seconds;
    line('end to end, scaled, 1 worker', `${endToEnd.toFixed(2)} photos/s (${ingestSet.length} in ${seconds.toFixed(1)} s; uploads answered after ${uploadedSeconds.toFixed(1)} s)`);

    const after = await measureBareSharp(ingestSet, before.parallelJobs);
    const floor = (before.photosPerSecond + after.photosPerSecond) / 2;
    const ratio = endToEnd / floor;
    line('bare sharp again, after', `${after.photosPerSecond.toFixed(2)} photos/s; floor = mean ${floor.toFixed(2)} photos/s`);
    line('ratio', `${ratio.toFixed(2)} (target >= ${RATIO_TARGET}: ${verdict(ratio >= RATIO_TARGET)})`);
    const bareMs = (before.cpuMsPerPhoto + after.cpuMsPerPhoto) / 2;
    line('CPU per photo', `API ${apiMs.toFixed(0)} ms + worker ${workerMs.toFixed(0)} ms = ${(apiMs + workerMs).toFixed(0)} ms, bare ${bareMs.toFixed(0)} ms (${(bareMs / (apiMs + workerMs)).toFixed(2)}); this client ${clientMs.toFixed(0)} ms; MariaDB, Redis not counted`);

    await stack.restartApi();
    const bulkFamily = await client.createFamily('Bulk');
    const idle = residentMemory(stack.api.pid);
    const bulkStarted = performance.now();
    const bulk = await client.uploadBulk(bulkFamily, photos);
    const bulkSeconds = (performance.now() - bulkStarted) / 1000;
    const { peakMb } = residentMemory(stack.api.pid);
    line(`bulk upload of ${photos.length}`, `${bulk.successful} stored, ${bulk.failed} failed, answered in ${bulkSeconds.toFixed(1)} s`);
    line('API memory in the bulk', `${idle.rssMb.toFixed(0)} MB before, peak (VmHWM) ${peakMb.toFixed(0)} MB (target < ${PEAK_TARGET_MB} MB: ${verdict(peakMb < PEAK_TARGET_MB)})`);
    if (bulk.successful !== photos.length) throw new Error(`Only ${bulk.successful} of the ${photos.length} photos of the bulk were stored`);

    await benchZipDownload(stack, dataDir, line);
  } finally {
    await stack.stop();
  }
}

/** From the first upload request until every photo's thumbnail and preview exists. */
async function measureEndToEnd(client: ApiClient, files: string[]): Promise<{ seconds: number; uploadedSeconds: number }> {
  const familyId = await client.createFamily('Throughput');
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < files.length) await client.uploadPhoto(familyId, files[next++]);
  };
  await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT }, lane));
  const uploadedSeconds = (performance.now() - started) / 1000;
  while ((await client.countReady(familyId)) < files.length) {
    if (performance.now() - started > PROCESSING_TIMEOUT_MS) throw new Error('Thumbnails still missing after 10 minutes: is the worker running?');
    await sleep(POLL_MS);
  }
  return { seconds: (performance.now() - started) / 1000, uploadedSeconds };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
