import { STORAGE_WARNING_PERCENT } from './limits';

/** Percent of the storage limit in use (0 when there is no limit). */
export function storagePercent(usedGb: number, limitGb: number): number {
  if (!limitGb || limitGb <= 0) return 0;
  return (usedGb / limitGb) * 100;
}

/** Storage is 'Warning' above 80 percent, else 'Healthy'. */
export const storageWarning = (percent: number) => percent > STORAGE_WARNING_PERCENT;
