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
 * Drives one URL with 20 connections: a short warm-up, then the measured run. Any non-2xx answer, and any request
 * still unanswered after 10 s, counts as an error.
 */
export async function drive(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  await autocannon({ url, connections: CONNECTIONS, duration: Math.min(WARM_UP_SECONDS, seconds), headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (result.timeouts > 0) failures.push(`timeout×${result.timeouts}`);
  if (result.requests.total === 0) failures.push('no answer within the run');
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    failures: failures.join(' '),
  };
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
