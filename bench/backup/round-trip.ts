import { setTimeout as sleep } from 'node:timers/promises';
import { residentMemory } from '../ingest/memory';
import { AdminClient, BackupState } from './admin-client';

const POLL_MS = 100;

export interface RoundTrip {
  archiveBytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  /** Worker memory in MB: RSS and peak (VmHWM, startup included) before the backup. */
  workerIdleMb: number;
  workerPeakIdleMb: number;
  /** Highest RSS sampled at each poll while the backup, then the restore ran (VmHWM can hide them behind startup). */
  workerMaxBackupMb: number;
  workerMaxRestoreMb: number;
  /** VmHWM at the end: the peak over the worker's whole life. */
  workerPeakEndMb: number;
}

/**
 * One backup then its restore through the admin API, each timed from the request until the status says completed
 * (the worker does the work; the API only queues it). The worker's memory is read from /proc.
 */
export async function measureRoundTrip(client: AdminClient, workerPid: number, timeoutMs: number): Promise<RoundTrip> {
  const { rssMb: workerIdleMb, peakMb: workerPeakIdleMb } = residentMemory(workerPid);

  let started = performance.now();
  const id = await client.createBackup();
  const backup = await waitFor(client, id, workerPid, (state) => state.status, timeoutMs, 'backup');
  const backupSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  await client.restore(id);
  const restore = await waitFor(client, id, workerPid, (state) => state.restore_status, timeoutMs, 'restore');
  const restoreSeconds = (performance.now() - started) / 1000;

  return {
    archiveBytes: backup.state.size_bytes,
    backupSeconds,
    restoreSeconds,
    workerIdleMb,
    workerPeakIdleMb,
    workerMaxBackupMb: backup.maxRssMb,
    workerMaxRestoreMb: restore.maxRssMb,
    workerPeakEndMb: residentMemory(workerPid).peakMb,
  };
}

/** Polls until the status is completed, sampling the worker's RSS at every poll. */
async function waitFor(client: AdminClient, id: number, workerPid: number, statusOf: (state: BackupState) => string | null, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  let maxRssMb = 0;
  for (;;) {
    maxRssMb = Math.max(maxRssMb, residentMemory(workerPid).rssMb);
    const state = await client.backup(id);
    if (statusOf(state) === 'completed') return { state, maxRssMb };
    if (statusOf(state) === 'failed') throw new Error(`The ${what} of backup ${id} failed: ${state.error ?? state.restore_error}`);
    if (Date.now() > deadline) throw new Error(`The ${what} of backup ${id} did not complete within ${timeoutMs / 1000} s (${JSON.stringify(state)})`);
    await sleep(POLL_MS);
  }
}
