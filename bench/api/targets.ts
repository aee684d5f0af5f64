import { count } from './bench-env';
import { answeredNothing, isFailed, LoadFigures, Measured } from './load';
import { FAMILY_PAGE_KEY, isUncached, ON_THIS_DAY_KEY } from './scenarios';
import type { ModeRun, Row, SizeRun } from './report';

/**
 * Issue 18's targets, each a ratio to a figure measured in the same run (machines here differ by 2× from one
 * session to the next: an absolute millisecond figure means nothing):
 * - every page, the timeline and On This Day at 100,000 photos: req/s ≥ 0.75 × the stack floor's, p99 ≤ 1.5 × its p99;
 * - growth: p99 at 1,000,000 ≤ 1.5 × p99 at 100,000, for each scenario;
 * - a deep page (or the deep year) p99 ≤ 2 × its list's first page;
 * - On This Day req/s ≥ the bare floor's (which recomputes it);
 * - searches: kept answers p99 ≤ 2 × the stack floor's family photo page p99; computed answers p99 ≤ 15 × the bare
 *   floor's family photo page p99.
 */
export interface Verdict {
  target: string;
  scenario: string;
  photos: number;
  measured: string;
  limit: string;
  /** null: a figure it needs was not measured (a failed scenario). */
  met: boolean | null;
}

/** The size the stack-floor targets are judged at: 100,000 photos, or the run's largest when it has no such size. */
const FLOOR_TARGET_PHOTOS = 100_000;
const GROWTH_FROM = 100_000;
const GROWTH_TO = 1_000_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (value: number) => `${value.toFixed(0)} req/s`;

export function judge(run: ModeRun): Verdict[] {
  const verdicts: Verdict[] = [];
  const at = (photos: number) => run.sizes.find((size) => size.photos === photos);
  const floorSize = at(FLOOR_TARGET_PHOTOS) ?? run.sizes[run.sizes.length - 1];
  if (floorSize) verdicts.push(...againstStack(floorSize));
  const from = at(GROWTH_FROM);
  const to = at(GROWTH_TO);
  if (from && to) verdicts.push(...growth(from, to));
  for (const size of run.sizes) verdicts.push(...deepPages(size), ...onThisDay(size), ...searches(size));
  return verdicts;
}

/** A verdict from figures that may be missing: `judgeWith` sees them all measured. */
function verdict(
  base: Omit<Verdict, 'measured' | 'limit' | 'met'>,
  figures: Array<Measured | undefined>,
  judgeWith: (...figures: LoadFigures[]) => { measured: string; limit: string; met: boolean },
): Verdict {
  if (figures.some(isFailed)) {
    const why = figures.map((figure) => (figure && 'failed' in figure ? figure.failed : '')).find(Boolean) ?? 'not measured';
    return { ...base, measured: 'not measured', limit: why, met: null };
  }
  const [measured, ...floors] = figures as LoadFigures[];
  // The figure judged comes first: no answer is a miss whatever the limit; a floor (or size) that answered nothing
  // gives no limit to judge by.
  if (answeredNothing(measured)) return { ...base, measured: 'no answer within the run', limit: 'every request still waiting at its end', met: false };
  if (floors.some(answeredNothing)) return { ...base, measured: 'not measured', limit: 'what it is judged against answered nothing within the run', met: null };
  return { ...base, ...judgeWith(measured, ...floors) };
}

function againstStack({ photos, rows }: SizeRun): Verdict[] {
  return rows
    .filter((row) => row.scenario.kind === 'page')
    .flatMap(({ scenario, api, stack }) => [
      verdict({ target: 'req/s ≥ 0.75 × stack floor', scenario: scenario.name, photos }, [api, stack], (a, s) => ({
        measured: rate(a.rps),
        limit: `≥ ${rate(0.75 * s.rps)} (stack ${rate(s.rps)})`,
        met: a.rps >= 0.75 * s.rps,
      })),
      verdict({ target: 'p99 ≤ 1.5 × stack floor p99', scenario: scenario.name, photos }, [api, stack], (a, s) => ({
        measured: ms(a.p99),
        limit: `≤ ${ms(1.5 * s.p99)} (stack ${ms(s.p99)})`,
        met: a.p99 <= 1.5 * s.p99,
      })),
    ]);
}

function growth(from: SizeRun, to: SizeRun): Verdict[] {
  return to.rows
    .filter((row) => row.scenario.kind !== 'reference')
    .map(({ scenario, api }) => {
      const before = from.rows.find((row) => row.scenario.key === scenario.key)?.api;
      return verdict({ target: `growth: p99 at ${count(to.photos)} ≤ 1.5 × at ${count(from.photos)}`, scenario: scenario.name, photos: to.photos }, [api, before], (a, b) => ({
        measured: ms(a.p99),
        limit: `≤ ${ms(1.5 * b.p99)} (${ms(b.p99)} at ${count(from.photos)})`,
        met: a.p99 <= 1.5 * b.p99,
      }));
    });
}

function deepPages({ photos, rows }: SizeRun): Verdict[] {
  return rows
    .filter((row) => row.scenario.deepOf)
    .map(({ scenario, api }) => {
      const first = find(rows, scenario.deepOf!);
      return verdict({ target: `deep p99 ≤ 2 × ${first?.scenario.name ?? scenario.deepOf}`, scenario: scenario.name, photos }, [api, first?.api], (a, f) => ({
        measured: ms(a.p99),
        limit: `≤ ${ms(2 * f.p99)} (${ms(f.p99)})`,
        met: a.p99 <= 2 * f.p99,
      }));
    });
}

function onThisDay({ photos, rows }: SizeRun): Verdict[] {
  const day = find(rows, ON_THIS_DAY_KEY);
  if (!day) return [];
  return [
    verdict({ target: "req/s ≥ bare floor's (recomputed)", scenario: day.scenario.name, photos }, [day.api, day.bare], (a, b) => ({
      measured: rate(a.rps),
      limit: `≥ ${rate(b.rps)}`,
      met: a.rps >= b.rps,
    })),
  ];
}

function searches({ photos, rows }: SizeRun): Verdict[] {
  const page = find(rows, FAMILY_PAGE_KEY);
  return rows
    .filter((row) => row.scenario.kind === 'search')
    .map(({ scenario, api }) =>
      isUncached(scenario)
        ? verdict({ target: '15 × bare floor photo page p99', scenario: scenario.name, photos }, [api, page?.bare], (a, b) => ({
            measured: ms(a.p99),
            limit: `≤ ${ms(15 * b.p99)} (bare page ${ms(b.p99)})`,
            met: a.p99 <= 15 * b.p99,
          }))
        : verdict({ target: '2 × stack floor photo page p99', scenario: scenario.name, photos }, [api, page?.stack], (a, s) => ({
            measured: ms(a.p99),
            limit: `≤ ${ms(2 * s.p99)} (stack page ${ms(s.p99)})`,
            met: a.p99 <= 2 * s.p99,
          })),
    );
}

const find = (rows: Row[], key: string) => rows.find((row) => row.scenario.key === key);
