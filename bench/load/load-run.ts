import { LoadStack } from './load-stack';
import { acknowledged, LoadSummary, summarise } from './load-report';
import { runMix } from './mix';
import { seed } from './seed';

export interface LoadOptions {
  seconds: number;
  connections: number;
  families: number;
  photosPerFamily: number;
  /** The Redis database of the stack (the benchmark's own); unset: one picked like the test suite's. */
  redisDb?: number;
}

/**
 * Two API processes and a worker on fresh data: families and photos seeded through the API, one login per family,
 * then the mix on both processes at once, then the rows counted against the writes answered 2xx.
 */
export async function runLoad(options: LoadOptions, log: (line: string) => void = () => undefined): Promise<LoadSummary> {
  log('Starting two API processes and a worker…');
  const stack = await LoadStack.start({ apis: 2, redisDb: options.redisDb });
  try {
    log(`Seeding ${options.families} families of ${options.photosPerFamily} photos…`);
    const sessions = await seed(stack.urls[0], options);
    const seeded = await stack.count('SELECT COUNT(*) AS n FROM photos');
    await waitForThumbnails(stack, 600_000);
    log(`Driving ${options.connections} connections for ${options.seconds} s across ${stack.urls.join(' and ')}…`);
    const mix = await runMix(stack.urls, sessions, options);
    const writes = [
      { kind: 'comment' as const, acknowledged: acknowledged(mix, 'comment'), rows: await stack.count('SELECT COUNT(*) AS n FROM comments') },
      { kind: 'upload' as const, acknowledged: acknowledged(mix, 'upload'), rows: (await stack.count('SELECT COUNT(*) AS n FROM photos')) - seeded },
    ];
    return summarise(`Load: 2 API processes + 1 worker, ${options.connections} connections, ${options.seconds} s`, mix, writes);
  } finally {
    await stack.stop();
  }
}

/** The seeded photos' thumbnails are made before the run, so the mix reads files rather than queueing renders. */
async function waitForThumbnails(stack: LoadStack, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await stack.count("SELECT COUNT(*) AS n FROM photos WHERE thumbnail_status = 'pending'")) > 0) {
    if (Date.now() > deadline) throw new Error(`Seeded thumbnails still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
