import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test helpers: the shipped camera files and a scratch folder per spec file. */
export const FIXTURES_DIR = join(__dirname, '..', '..', 'test-fixtures');

export function fixture(name: string): string {
  return join(FIXTURES_DIR, name);
}

export interface ScratchDir {
  path(name: string): string;
  remove(): Promise<void>;
}

export async function createScratchDir(prefix = 'heirloom-media-'): Promise<ScratchDir> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return {
    path: (name: string) => join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
