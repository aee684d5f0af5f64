import { isFailed, LoadFigures, Measured } from './load';
import type { Row } from './report';

/**
 * Several rounds of one size, each driving the API and both floors in turn, judged by their medians. On these shared
 * machines one scenario's rate moved by three quarters from one minute to the next (the same stack floor: 580 and 1,013 req/s,
 * two minutes apart), and a single round measures the API and its floors minutes apart: a ratio then says more
 * about the machine's minute than about our code. The median of each figure over the rounds is what the targets judge.
 */

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each figure's median over the rounds (p50, p99 and req/s separately), with every round's errors. A scenario refused
 * in any round stays refused: its figures from the other rounds would be of a different answer.
 */
export function medianOf(rounds: Measured[]): Measured {
  const refused = rounds.find((measured) => isFailed(measured));
  if (refused !== undefined || rounds.length === 0) return refused ?? { failed: 'not measured in any round' };
  const figures = rounds as LoadFigures[];
  const failures = figures.flatMap(({ failures: said }, i) => (said ? [`round ${i + 1}: ${said}`] : []));
  return {
    p50: median(figures.map((figure) => figure.p50)),
    p99: median(figures.map((figure) => figure.p99)),
    rps: Math.round(median(figures.map((figure) => figure.rps)) * 100) / 100,
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    failures: failures.join('; '),
  };
}

/** One row per scenario, from the rounds' rows (each round lists the same scenarios in the same order). */
export function medianRows(rounds: Row[][]): Row[] {
  if (rounds.length === 1) return rounds[0];
  return rounds[0].map(({ scenario }) => {
    const of = (pick: (row: Row) => Measured) => medianOf(rounds.map((rows) => pick(rows.find((row) => row.scenario.key === scenario.key)!)));
    return { scenario, api: of((row) => row.api), bare: of((row) => row.bare), stack: of((row) => row.stack) };
  });
}
