import { loadavg } from 'node:os';
import { Kind, KINDS, KindFigures, MixResult } from './mix';

/** Rows found afterwards for each kind of write, against the 2xx answers the load got. */
export interface WriteCheck {
  kind: Kind;
  acknowledged: number;
  rows: number;
}

export interface LoadSummary {
  serverErrors: number;
  /** Writes answered 2xx whose row is missing. */
  lostWrites: number;
  timeouts: number;
  socketErrors: number;
  markdown: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const count = (figures: KindFigures, test: (status: number) => boolean): number =>
  Object.entries(figures.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);

function row(name: string, figures: KindFigures, seconds: number): string {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const other = Object.entries(figures.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  return `| ${name} | ${figures.requests} | ${(figures.requests / seconds).toFixed(1)} | ${count(figures, (s) => s < 300)} | ${count(figures, (s) => s >= 500)} | ${other || '–'} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 99).toFixed(0)} ms |`;
}

/** A Markdown report: per kind and overall, then the write check and the machine's load. */
export function summarise(title: string, mix: MixResult, writes: WriteCheck[]): LoadSummary {
  const all: KindFigures = { requests: 0, statuses: {}, latencies: [] };
  for (const kind of KINDS) {
    const figures = mix.kinds[kind];
    all.requests += figures.requests;
    all.latencies.push(...figures.latencies);
    for (const [status, n] of Object.entries(figures.statuses)) all.statuses[Number(status)] = (all.statuses[Number(status)] ?? 0) + n;
  }
  const serverErrors = count(all, (status) => status >= 500);
  const lostWrites = writes.reduce((sum, write) => sum + Math.max(0, write.acknowledged - write.rows), 0);
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  const markdown = [
    `### ${title}`,
    '',
    '| kind | requests | req/s | 2xx | 5xx | other answers | p50 | p99 |',
    '|---|---:|---:|---:|---:|---|---:|---:|',
    ...KINDS.map((kind) => row(kind, mix.kinds[kind], mix.seconds)),
    row('**all**', all, mix.seconds),
    '',
    // More rows than 2xx answers is no fault: writes that timed out on the client, or were in flight when the run
    // stopped, still completed on the server.
    '| write | answered 2xx | rows afterwards | lost |',
    '|---|---:|---:|---:|',
    ...writes.map((write) => `| ${write.kind} | ${write.acknowledged} | ${write.rows} | ${Math.max(0, write.acknowledged - write.rows)} |`),
    '',
    `5xx: ${serverErrors}; lost writes: ${lostWrites}; timeouts: ${mix.timeouts}; socket errors: ${mix.errors}; load average after the run: ${one} ${five} ${fifteen}`,
  ].join('\n');
  return { serverErrors, lostWrites, timeouts: mix.timeouts, socketErrors: mix.errors, markdown };
}

export const acknowledged = (mix: MixResult, kind: Kind): number => count(mix.kinds[kind], (status) => status >= 200 && status < 300);
