import { readdirSync, readFileSync } from 'node:fs';

/** CPU time a process has used so far (user + system, all its threads), in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time the children of a process have used (ffprobe, ffmpeg: user + system), counted once each has ended and
 * been waited for, in seconds (/proc/<pid>/stat cutime + cstime).
 */
export function childrenCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The database server's process on this machine (mariadbd, or mysqld on older builds), whose CPU the end-to-end runs
 * cost beside the API's and the worker's; null when it runs elsewhere.
 */
export function databaseServerPid(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (['mariadbd', 'mysqld'].includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}

/** USER_HZ: 100 on every Linux build that matters here. */
const CLOCK_TICKS_PER_SECOND = 100;
