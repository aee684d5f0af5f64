import type { AdminStatsResponse } from '@heirloom/contracts';
import { STORAGE_NEARLY_FULL_PERCENT, STORAGE_WARNING_PERCENT } from './limits';

/** Percent of the storage limit in use (0 when there is no limit). */
export function storagePercent(used: number, limit: number): number {
  if (!limit || limit <= 0) return 0;
  return (used / limit) * 100;
}

/** Storage is 'Warning' above 80 percent, else 'Healthy'. */
export const storageWarning = (percent: number) => percent > STORAGE_WARNING_PERCENT;

/**
 * How the dashboard speaks of storage: 'refusing' while uploads are refused (limit reached, or the disk down to its
 * reserve), 'nearlyFull' from 90 % of the limit, 'warning' above 80 %, else 'ok'.
 */
export type StorageLevel = 'ok' | 'warning' | 'nearlyFull' | 'refusingLimit' | 'refusingDisk';

export function storageLevel(storage: AdminStatsResponse['storage']): StorageLevel {
  const percent = storagePercent(storage.used_bytes, storage.limit_bytes);
  if (!storage.accepting_uploads) return percent >= 100 ? 'refusingLimit' : 'refusingDisk';
  if (percent >= STORAGE_NEARLY_FULL_PERCENT) return 'nearlyFull';
  return storageWarning(percent) ? 'warning' : 'ok';
}
