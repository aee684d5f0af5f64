import { StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PeriodicSweep } from './periodic-sweep';

/** A temporary file nobody has written to for this long belongs to a process that died (an API killed mid-upload). */
export const ORPHAN_TEMP_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Uploads, thumbnails and backups write into the storage's temporary folder and then move the file into place,
 * deleting it on failure; only a process killed outright leaves one behind. The folder is shared by every API and
 * worker process, so a file is removed only once it has not changed for a day, never one still being written.
 */
@Injectable()
export class TempFilesSweeper extends PeriodicSweep {
  private readonly logger = new Logger(TempFilesSweeper.name);
  protected readonly everyMs = SWEEP_EVERY_MS;

  constructor(private readonly storage: StorageService) {
    super();
  }

  protected async round(): Promise<void> {
    await this.sweep();
  }

  /** Answers how many orphans were removed. */
  async sweep(now = Date.now()): Promise<number> {
    const folder = dirname(this.storage.tempPath());
    const names = await readdir(folder).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < ORPHAN_TEMP_AGE_MS) continue;
      await rm(path, { force: true });
      removed++;
    }
    if (removed > 0) this.logger.log(`Removed ${removed} orphaned temporary files`);
    return removed;
  }
}
