import autocannon from 'autocannon';

export interface LoadFigures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Answers other than 2xx by status, e.g. '401×12'. */
  failures: string;
}

export const CONNECTIONS = 20;

/**
 * Drives one URL with 20 connections: a short warm-up, then the measured run. Any non-2xx answer, and any request
 * still unanswered after 10 s, counts as an error.
 */
export async function drive(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  await autocannon({ url, connections: CONNECTIONS, duration: Math.min(3, seconds), headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (result.timeouts > 0) failures.push(`timeout×${result.timeouts}`);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    failures: failures.join(' '),
  };
}
