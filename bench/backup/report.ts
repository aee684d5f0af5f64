import { RoundTrip } from './round-trip';
import { ZipResult } from './zip-floor';

export const MIB = 1024 * 1024;
export const GIB = 1024 * MIB;

export interface SizeResult {
  targetGib: number;
  libraryBytes: number;
  files: number;
  trip: RoundTrip;
  /** Null when zip is not installed. */
  zipDeflate: ZipResult | null;
  zipStore: ZipResult | null;
}

const rate = (bytes: number, seconds: number): number => bytes / MIB / seconds;
const cell = (text: string, width: number): string => text.padStart(width);

/** One line per library size: throughput beside the zip floors, then the worker's memory. */
export function printTable(results: SizeResult[]): void {
  const head = ['library', 'files', 'archive', 'backup', 'restore', 'zip -r', 'ratio', 'zip -r -0', 'ratio', 'wkr idle', 'wkr peak 0', 'RSS max B', 'RSS max R', 'wkr peak'];
  const widths = [9, 6, 10, 11, 11, 11, 6, 11, 6, 9, 11, 10, 10, 9];
  const line = (cells: string[]) => console.log(cells.map((text, i) => cell(text, widths[i])).join(' '));
  line(head);
  for (const { targetGib, libraryBytes, files, trip, zipDeflate, zipStore } of results) {
    const backup = rate(trip.archiveBytes, trip.backupSeconds);
    const floor = (zip: ZipResult | null) => (zip ? rate(zip.bytes, zip.seconds) : NaN);
    const mbs = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} MiB/s`);
    const ratio = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(2));
    line([
      `${targetGib} GiB`,
      String(files),
      `${(trip.archiveBytes / MIB).toFixed(0)} MiB`,
      mbs(backup),
      mbs(rate(trip.archiveBytes, trip.restoreSeconds)),
      mbs(floor(zipDeflate)),
      ratio(backup / floor(zipDeflate)),
      mbs(floor(zipStore)),
      ratio(backup / floor(zipStore)),
      `${trip.workerIdleMb.toFixed(0)} MB`,
      `${trip.workerPeakIdleMb.toFixed(0)} MB`,
      `${trip.workerMaxBackupMb.toFixed(0)} MB`,
      `${trip.workerMaxRestoreMb.toFixed(0)} MB`,
      `${trip.workerPeakEndMb.toFixed(0)} MB`,
    ]);
    console.log(
      `${cell('', widths[0])}   library ${(libraryBytes / MIB).toFixed(0)} MiB; backup ${trip.backupSeconds.toFixed(1)} s, restore ${trip.restoreSeconds.toFixed(1)} s` +
        (zipDeflate && zipStore ? `, zip -r ${zipDeflate.seconds.toFixed(1)} s, zip -r -0 ${zipStore.seconds.toFixed(1)} s` : ''),
    );
  }
  console.log('ratio = backup MiB/s ÷ zip MiB/s (archive bytes ÷ wall time; 1.00 = as fast as zip on this machine).');
  console.log('Worker (a fresh one per size): wkr idle = RSS before the backup; wkr peak 0 = VmHWM then (its startup);');
  console.log('RSS max B / R = highest RSS sampled every ~0.1 s during the backup / the restore; wkr peak = VmHWM at the end.');
}
