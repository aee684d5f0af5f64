import { randomUUID } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lock } from 'proper-lockfile';
import { BackupArchiveError } from './backup.errors';
import { classifyEntryName } from './entry-name';
import { entryName, openEntry, openZip, zipEntries } from './zip.reader';

/** Staging lives inside the storage root (same file system, so swapping in is a rename) under tmp/, never archived. */
export const STAGING_PREFIX = 'restore-';
export const stagingParent = (storageRoot: string): string => join(storageRoot, 'tmp');
/** A staging folder whose lock has not been refreshed for this long belongs to a restore that stopped. */
export const STAGING_LOCK_STALE_MS = 20_000;

export interface RestoreStaging {
  dir: string;
  /** The archive's files/ tree, extracted. */
  filesDir: string;
  /** Where the current top-level folders go aside during the swap. */
  asideDir: string;
  /** Releases the lock that tells recoverInterruptedRestores() this folder is in use. */
  unlock: () => Promise<void>;
}

/** A fresh, locked staging folder for one restore. */
export async function createStaging(storageRoot: string): Promise<RestoreStaging> {
  const dir = join(stagingParent(storageRoot), `${STAGING_PREFIX}${randomUUID()}`);
  const filesDir = join(dir, 'files');
  await fs.mkdir(filesDir, { recursive: true });
  // A lock file, refreshed while the restore runs, keeps another process's recovery away from a live restore;
  // the callback stops a lost lock (a long event-loop stall) from throwing in a timer and killing the process.
  const release = await lock(dir, { stale: STAGING_LOCK_STALE_MS, update: 5_000, onCompromised: () => undefined });
  return { dir, filesDir, asideDir: join(dir, 'aside'), unlock: () => release().catch(() => undefined) };
}

export async function discardStaging(staging: RestoreStaging): Promise<void> {
  await staging.unlock();
  await fs.rm(staging.dir, { recursive: true, force: true });
}

/**
 * Extracts every files/ entry into the staging folder, each checked against its recorded size and CRC-32, so a
 * damaged archive fails here, before the database is touched. Entry names are checked again on this pass.
 */
export async function extractFiles(
  archivePath: string,
  staging: RestoreStaging,
  options: { onFile?: (bytes: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<void> {
  const zip = await openZip(archivePath);
  const made = new Set<string>();
  try {
    for await (const entry of zipEntries(zip)) {
      const name = entryName(entry);
      const kind = classifyEntryName(name ?? '');
      if (kind.kind !== 'file') continue;
      options.signal?.throwIfAborted();
      const target = join(staging.filesDir, kind.key);
      if (!made.has(dirname(target))) {
        await fs.mkdir(dirname(target), { recursive: true });
        made.add(dirname(target));
      }
      try {
        await pipeline(await openEntry(zip, entry), createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        // A file system error (disk full, permissions) is ours to report as it is; anything else is the archive's.
        if ((error as NodeJS.ErrnoException).syscall) throw error;
        throw new BackupArchiveError(`The archive's ${name} is damaged: ${(error as Error).message}`);
      }
      await options.onFile?.(entry.uncompressedSize);
    }
  } finally {
    zip.close();
  }
}
