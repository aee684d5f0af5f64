import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { API_ENTRY, DIST, WORKER_ENTRY } from '../support/node-process';

/** A private copy of the built API and worker. */
export interface BuildCopy {
  dir: string;
  api: string;
  worker: string;
  remove(): Promise<void>;
}

/**
 * Copies dist/apps under test/.artifacts (inside the repository, so node_modules still resolve): these suites restart
 * processes for minutes, and a `npm run build:server` started meanwhile empties dist/ first. A build caught half-way
 * is copied again a little later.
 */
export async function copyBuild(label: string): Promise<BuildCopy> {
  const dir = join(dirname(dirname(DIST)), 'test', '.artifacts', `${label}-build-${process.pid}-${Date.now()}`);
  const api = join(dir, relative(DIST, API_ENTRY));
  const worker = join(dir, relative(DIST, WORKER_ENTRY));
  for (let attempt = 1; ; attempt++) {
    await rm(dir, { recursive: true, force: true });
    const copied = await cp(DIST, dir, { recursive: true }).then(
      () => true,
      () => false,
    );
    if (copied && existsSync(api) && existsSync(worker)) break;
    if (attempt === 60) throw new Error(`No complete build in ${DIST}: run npm run build:server`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return { dir, api, worker, remove: () => rm(dir, { recursive: true, force: true }) };
}
