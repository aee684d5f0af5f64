import { Injectable } from '@nestjs/common';
import { BackupsRepository } from './repositories/backups.repository';

const CHECK_EVERY_MS = 1000;

/**
 * Whether a restore is queued or running, asked of the database at most once a second per process. Requests that
 * would write pause for it (the API's RestoreLockMiddleware), and so do the writes a request makes on the side (a
 * session's renewal, a device's "last seen"), the jobs outside the backup queue and the periodic sweeps: on SQLite
 * they would wait for the restore's transaction, the one writer, holding the event loop ten seconds (busy_timeout)
 * before failing; on MariaDB they wait for its locks and fail; and the restore replaces or ends what they write.
 */
@Injectable()
export class RestoreWatch {
  private checkedAt = 0;
  private restoring = false;

  constructor(private readonly backups: BackupsRepository) {}

  /** The answer of the last second. */
  async active(): Promise<boolean> {
    if (Date.now() - this.checkedAt > CHECK_EVERY_MS) {
      this.restoring = await this.backups.isRestoring();
      this.checkedAt = Date.now();
    }
    return this.restoring;
  }

  /** Asked afresh, for what must not slip through in the second a restore starts (a new session). */
  activeNow(): Promise<boolean> {
    return this.backups.isRestoring();
  }
}
