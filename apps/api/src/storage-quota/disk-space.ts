import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/** fs.statfs, or a stand-in with the same answer in unit specs. */
export type StatFs = (path: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

export const STATFS = Symbol('STATFS');

export const systemStatFs: StatFs = (path) => statfs(path);

/**
 * Bytes this process may still write on the volume holding `path` (the blocks free to unprivileged users). A folder
 * not made yet (a fresh install's storage) is on the volume of the nearest folder above it that exists.
 */
export async function freeBytes(statFs: StatFs, path: string): Promise<number> {
  try {
    const { bavail, bsize } = await statFs(path);
    return Number(bavail) * Number(bsize);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) throw error;
    return freeBytes(statFs, dirname(path));
  }
}
