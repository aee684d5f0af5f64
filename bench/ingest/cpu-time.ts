import { readFileSync } from 'node:fs';

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

/** USER_HZ: 100 on every Linux build that matters here. */
const CLOCK_TICKS_PER_SECOND = 100;
