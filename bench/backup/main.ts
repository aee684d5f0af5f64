import { join } from 'node:path';
import { stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { samplePhotos } from '../ingest/sample-photos';
import { ScaledStack } from '../ingest/scaled-stack';
import { AdminClient } from './admin-client';
import { samplesFor, seedLibrary } from './library';
import { insertPhotoRows } from './photo-rows';
import { GIB, printTable, SizeResult } from './report';
import { measureRoundTrip } from './round-trip';
import { zipAvailable, zipFolder } from './zip-floor';

/**
 * `npm run bench:backup`: backup and restore in scaled mode (built API + a fresh built worker per size, MariaDB,
 * Redis), for a library of 0.25 GiB then 1 GiB of photos seeded straight into storage.
 *  1. MiB/s of each (archive bytes ÷ wall time from the request until the status says completed), beside `zip -r`
 *     and `zip -r -0` of the same storage folder on this machine (the floor) and the ratio;
 *  2. the worker's peak resident memory (VmHWM), which must not grow with the archive's size.
 */
const SIZES_GIB = [0.25, 1];
/** Its own Redis database: bench:ingest uses 6, test runs pick one at random. */
const REDIS_DB = 7;
const STEP_TIMEOUT_MS = 10 * 60_000;
const RUN_TIMEOUT_MS = 40 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

let current: ScaledStack | undefined;

async function main(): Promise<void> {
  const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
  console.log(`load average at start     ${load()} (1, 5, 15 min)`);
  const withZip = zipAvailable();
  if (!withZip) console.log('zip IS NOT INSTALLED: the zip floor cannot be measured (apt-get install -y zip); ratios show n/a');

  const dataDir = join(process.cwd(), 'bench', '.data');
  const probe = await samplePhotos(dataDir, 10);
  const average = (await Promise.all(probe.map((path) => stat(path).then((info) => info.size)))).reduce((a, b) => a + b) / probe.length;
  const samples = await samplePhotos(dataDir, samplesFor(Math.max(...SIZES_GIB) * GIB, average));

  const results: SizeResult[] = [];
  try {
    for (const gib of SIZES_GIB) {
      console.log(`${gib} GiB: seeding, zip floor, backup, restore…`);
      results.push(await measureSize(gib, samples, withZip).catch((error: Error) => {
        // Test runs on this machine empty a random Redis database 1-15 as they start (sessions and queues with it).
        console.log(`  failed (${error.message.split('\n')[0]}); once more on a fresh stack`);
        return measureSize(gib, samples, withZip);
      }));
    }
  } finally {
    // Sizes measured before a failure are still worth seeing.
    if (results.length > 0) printTable(results);
  }
  console.log(`load average at end       ${load()} (2 cores here; other work on the machine slows every figure, the floor too)`);
}

/** A fresh stack (database, storage, worker) per size, so the worker's VmHWM belongs to this size alone. */
async function measureSize(gib: number, samples: string[], withZip: boolean): Promise<SizeResult> {
  const stack = (current = await ScaledStack.start({ redisDb: REDIS_DB }));
  try {
    const client = new AdminClient(stack.url);
    await client.register();
    const familyId = await client.createFamily('Backup bench');
    const storageDir = stack.environment.config().storageDir;
    const library = await seedLibrary(storageDir, familyId, samples, gib * GIB);
    await insertPhotoRows(stack.environment.env.DATABASE_URL, familyId, library.photos);
    const zipDeflate = withZip ? await zipFolder(storageDir, 'deflate', STEP_TIMEOUT_MS) : null;
    const zipStore = withZip ? await zipFolder(storageDir, 'store', STEP_TIMEOUT_MS) : null;
    const trip = await measureRoundTrip(client, stack.worker.pid, STEP_TIMEOUT_MS);
    return { targetGib: gib, libraryBytes: library.bytes, files: library.files, trip, zipDeflate, zipStore };
  } finally {
    await stopStack(stack);
    current = undefined;
  }
}

/** Stops the API and worker (SIGKILL if they hang), then drops the database, Redis keys aside, and the data folder. */
async function stopStack(stack: ScaledStack): Promise<void> {
  const kill = setTimeout(() => void Promise.all([stack.api.stop('SIGKILL'), stack.worker.stop('SIGKILL')]), STOP_TIMEOUT_MS);
  try {
    await stack.stop();
  } finally {
    clearTimeout(kill);
  }
}

/** On a signal or past the time limit: clean up whatever is running, then leave. */
function abort(reason: string): void {
  console.error(reason);
  const cleanup = current ? stopStack(current) : Promise.resolve();
  void cleanup.catch((error: unknown) => console.error(error)).finally(() => process.exit(1));
}

process.once('SIGINT', () => abort('Interrupted: cleaning up…'));
process.once('SIGTERM', () => abort('Terminated: cleaning up…'));
setTimeout(() => abort(`The benchmark took more than ${RUN_TIMEOUT_MS / 60_000} min: stopped`), RUN_TIMEOUT_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
