import autocannon from 'autocannon';

export interface LoadFigures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Answers other than 2xx by status, e.g. '401×12'. */
  failures: string;
}

/** A scenario not driven: its check request was refused (e.g. a parameter the API does not know yet). */
export interface Failed {
  failed: string;
}

export type Measured = LoadFigures | Failed;
export const isFailed = (measured: Measured | undefined): measured is Failed | undefined => measured === undefined || 'failed' in measured;

/**
 * A run in which no request was answered: every one was still waiting when the run ended (autocannon then reports
 * 0 ms and 0 req/s, which must never read as fast). One answer in a 5 s run already gives a p99 and 0.2 req/s.
 */
export const answeredNothing = ({ p99, rps }: LoadFigures): boolean => p99 === 0 && rps === 0;

export const CONNECTIONS = 20;
/** The warm-up before each measured run, at most this long. */
export const WARM_UP_SECONDS = 3;

/**
 * Drives one URL with 20 connections in one run: the first WARM_UP_SECONDS warm the server up, and only the requests
 * sent after them are measured, on the same connections. (A measured run of its own opened its 20 connections at once, on a
 * server still saturated by the warm-up: there connection i's first request waited about i × 10 service times, so the
 * p99 of every slow scenario was that burst, for the API and the floors alike; 4.6 s against a steady 0.5 s for a
 * search of 25 ms.) Any non-2xx answer, and any request still unanswered after 10 s, counts as an error.
 */
export async function drive(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const warmUpMs = Math.min(WARM_UP_SECONDS, seconds) * 1000;
  const started = performance.now();
  const measured: number[] = [];
  let answered = 0;
  const run = autocannon({ url, connections: CONNECTIONS, duration: warmUpMs / 1000 + seconds, headers });
  // Latency of the requests sent after the warm-up (one of the warm-up answered late is not the measured run's);
  // throughput of the answers that came after it.
  run.on('response', (_client, _status, _bytes, latency) => {
    const at = performance.now() - started;
    if (at >= warmUpMs) answered += 1;
    if (at - latency >= warmUpMs) measured.push(latency);
  });
  const result = await run;
  const measuredSeconds = (performance.now() - started - warmUpMs) / 1000;
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (result.timeouts > 0) failures.push(`timeout×${result.timeouts}`);
  if (measured.length === 0) failures.push('no answer within the run');
  measured.sort((a, b) => a - b);
  return {
    p50: percentile(measured, 0.5),
    p99: percentile(measured, 0.99),
    rps: Math.round((answered / measuredSeconds) * 100) / 100,
    errors: result.errors + result.timeouts + result.non2xx,
    failures: failures.join(' '),
  };
}

/** The value below which the fraction `p` of the sorted latencies lie, in whole ms as autocannon gives them; 0 for none. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
}

/** One request first: a scenario the server refuses is recorded as failed, with its answer, and not driven. */
export async function checkAndDrive(url: string, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const check = await fetch(url, { headers });
  if (!check.ok) return { failed: `answered ${check.status}: ${(await check.text()).slice(0, 160)}` };
  return drive(url, headers, seconds);
}

/** A line of the run's log. */
export function describe(measured: Measured): string {
  if ('failed' in measured) return `FAILED, ${measured.failed}`;
  return `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.rps} req/s${measured.failures ? `, ${measured.failures}` : ''}`;
}
