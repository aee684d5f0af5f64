import { QueueName } from './job-names';

/**
 * Whether jobs wait before they start: while a restore replaces the data they work on (the database's RestoreWatch).
 * A job started meanwhile would write into the restore's tables: on SQLite waiting for its one writer with the event
 * loop held ten seconds (busy_timeout) before failing, on MariaDB waiting for its locks and failing, and what it wrote
 * would be replaced anyway. The backup queue's jobs never wait: the restore is one of them.
 */
export abstract class JobsHold {
  abstract active(): Promise<boolean>;
}

/** How long a held job waits before it looks again (not an attempt: it has not started). */
export const HOLD_RECHECK_MS = 5000;

export const isHeldBy = async (hold: JobsHold, queue: QueueName): Promise<boolean> => queue !== 'backup' && (await hold.active());
