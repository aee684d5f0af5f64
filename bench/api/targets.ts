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
  /**
   * For a missed rate: why no code of ours could have met it in this run, when the request chain alone (measured
   * in this run, see chainCeiling) leaves less than the limit. Absent when the limit was within the chain's reach.
   */
  outOfReach?: string;
}

/** The size the stack-floor targets are judged at: 100,000 photos, or the run's largest when it has no such size. */
const FLOOR_TARGET_PHOTOS = 100_000;
const GROWTH_FROM = 100_000;
const GROWTH_TO = 1_000_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rate = (value: number) => `${value.toFixed(0)} req/s`;
const REFERENCE_KEY = 'reference';

/**
 * The request chain's cost, from the reference scenario of the same run: `GET /api/auth/me` runs the API's whole
 * chain (the session read from its store, the user reloaded, the access guard, security headers, request logging,
 * the restore lock, the device sighting) and no page code; the stack floor's reference answers behind Nest,
 * express-session in memory and passport only. Under 20 connections on two cores a request's cost is the time the
 * machine spends on it, so 1/req/s each, and the chain's share is the difference (in seconds a request).
 */
function chainCost(rows: Row[]): number | undefined {
  const reference = find(rows, REFERENCE_KEY);
  const api = answered(reference?.api);
  const stack = answered(reference?.stack);
  return api && stack ? Math.max(0, 1 / api.rps - 1 / stack.rps) : undefined;
}

/** A figure that was measured and answered, else undefined. */
const answered = (figure: Measured | undefined): LoadFigures | undefined => (isFailed(figure) || answeredNothing(figure) ? undefined : figure);

/**
 * The most a page could reach through the chain: the stack floor's own cost of the page (its SQL and the stack) plus
 * the chain's, as if our page code cost nothing. A page that runs the floor's SQL cannot do better; one that keeps
 * its answers (On This Day) can, and is judged against the reference's own rate instead (onThisDay).
 */
const chainCeiling = (stackRps: number, chain: number): number => 1 / (1 / stackRps + chain);
const µs = (seconds: number) => `${(seconds * 1e6).toFixed(0)} µs`;

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
  judgeWith: (...figures: LoadFigures[]) => { measured: string; limit: string; met: boolean; outOfReach?: string },
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
  const chain = chainCost(rows);
  return rows
    .filter((row) => row.scenario.kind === 'page')
    .flatMap(({ scenario, api, stack }) => [
      verdict({ target: 'req/s ≥ 0.75 × stack floor', scenario: scenario.name, photos }, [api, stack], (a, s) => {
        const ceiling = chain === undefined ? Infinity : chainCeiling(s.rps, chain);
        const met = a.rps >= 0.75 * s.rps;
        return {
          measured: rate(a.rps),
          limit: `≥ ${rate(0.75 * s.rps)} (stack ${rate(s.rps)})`,
          met,
          ...(!met && chain !== undefined && ceiling < 0.75 * s.rps
            ? { outOfReach: `the chain (${µs(chain)} a request over the stack floor's, this run's reference) caps it at ${rate(ceiling)}; ${percent(a.rps / ceiling)} of that reached` }
            : {}),
        };
      }),
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

/**
 * A kept answer can beat the floor's SQL, but no route runs faster than the chain alone: when `/api/auth/me` (the
 * reference, no page code) is slower than the bare server recomputing the day, the target is out of any page's reach.
 */
function onThisDay({ photos, rows }: SizeRun): Verdict[] {
  const day = find(rows, ON_THIS_DAY_KEY);
  const reference = answered(find(rows, REFERENCE_KEY)?.api);
  if (!day) return [];
  return [
    verdict({ target: "req/s ≥ bare floor's (recomputed)", scenario: day.scenario.name, photos }, [day.api, day.bare], (a, b) => {
      const met = a.rps >= b.rps;
      const chainRate = reference?.rps ?? Infinity;
      return {
        measured: rate(a.rps),
        limit: `≥ ${rate(b.rps)}`,
        met,
        ...(!met && chainRate < b.rps ? { outOfReach: `the chain alone (GET /api/auth/me, no page code) ran at ${rate(chainRate)}; ${percent(a.rps / chainRate)} of that reached` } : {}),
      };
    }),
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

const percent = (fraction: number) => `${(fraction * 100).toFixed(0)} %`;
const find = (rows: Row[], key: string) => rows.find((row) => row.scenario.key === key);
