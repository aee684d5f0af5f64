import { count, ModeName } from './bench-env';
import { answeredNothing, LoadFigures, Measured } from './load';
import { LibraryMarker } from './prepare-database';
import { Scenario } from './scenarios';
import { judge, Verdict } from './targets';

export interface Row {
  scenario: Scenario;
  api: Measured;
  bare: Measured;
  /** The same SQL behind the fixed stack alone (stack-floor-server.ts): the most the stack lets any API reach. */
  stack: Measured;
}

/** One library size of one mode: its rows, how its library was made, and the machine's load around the run. */
export interface SizeRun {
  photos: number;
  library: LibraryMarker;
  loadBefore: number;
  loadAfter: number;
  /** Each scenario's figures: the medians of the rounds when there were several (rounds.ts). */
  rows: Row[];
  /** Every round's own rows, in the order measured. */
  rounds: Row[][];
}

export interface ModeRun {
  mode: ModeName;
  label: string;
  /** The database's version and memory (database-server.ts). */
  database: string;
  sizes: SizeRun[];
}

/** 1,000,000 → "1M", 100,000 → "100k", 2,500 → "2.5k". */
export const sizeLabel = (photos: number): string =>
  photos >= 1_000_000 ? `${photos / 1_000_000}M` : photos >= 1000 ? `${photos / 1000}k` : String(photos);

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rps = (value: number) => value.toFixed(0);
const COLUMNS = ['API p50', 'API p99', 'API req/s', 'stack p99', 'stack req/s', 'bare p99', 'bare req/s'];

/** The seven cells of one size: the API's p50, p99 and req/s, then the stack floor's and the bare floor's p99 and req/s. */
function cells({ api, stack, bare }: Row): string[] {
  const figures = (measured: Measured, pick: (figures: LoadFigures) => string[], width: number): string[] => {
    if ('failed' in measured) return ['failed', ...new Array<string>(width - 1).fill('–')];
    if (answeredNothing(measured)) return ['no answer', ...new Array<string>(width - 1).fill('–')];
    return pick(measured).map((cell) => (measured.errors > 0 ? `${cell} ⚠` : cell));
  };
  return [
    ...figures(api, (f) => [ms(f.p50), ms(f.p99), rps(f.rps)], 3),
    ...figures(stack, (f) => [ms(f.p99), rps(f.rps)], 2),
    ...figures(bare, (f) => [ms(f.p99), rps(f.rps)], 2),
  ];
}

/**
 * One Markdown table for the mode: a row per scenario, for each size the API's p50, p99 and req/s with the stack
 * floor's and the bare floor's p99 and req/s beside them; then the libraries, the failures, and the targets.
 */
export function formatMode(run: ModeRun): string {
  const scenarios = run.sizes[run.sizes.length - 1]?.rows.map((row) => row.scenario) ?? [];
  const header = run.sizes.flatMap((size) => COLUMNS.map((column) => `${sizeLabel(size.photos)} ${column}`));
  const lines = [
    `### ${run.label}`,
    '',
    run.database,
    '',
    `| scenario | ${header.join(' | ')} |`,
    `|---|${header.map(() => '---:').join('|')}|`,
  ];
  for (const scenario of scenarios) {
    const bySize = run.sizes.map((size) => size.rows.find((row) => row.scenario.key === scenario.key));
    const notes = run.sizes.flatMap((size, i) => (bySize[i]?.scenario.note ? [`${sizeLabel(size.photos)}: ${bySize[i]!.scenario.note}`] : []));
    const name = notes.length > 0 ? `${scenario.name} (${notes.join('; ')})` : scenario.name;
    lines.push(`| ${name} | ${bySize.flatMap((row) => (row ? cells(row) : COLUMNS.map(() => '–'))).join(' | ')} |`);
  }
  lines.push('');
  for (const size of run.sizes) {
    lines.push(
      `- ${count(size.photos)} photos: library v${size.library.version} seeded in ${size.library.seedSeconds.toFixed(0)} s on ${size.library.seededAt}; ` +
        `load average ${size.loadBefore.toFixed(1)} before the run, ${size.loadAfter.toFixed(1)} after` +
        (size.rounds.length > 1 ? `; each figure the median of ${size.rounds.length} rounds (the API, then the floors, in turn)` : ''),
    );
  }
  const failures = run.sizes.flatMap((size) =>
    size.rows.flatMap(({ scenario, api, stack, bare }) =>
      (
        [
          ['API', api],
          ['stack', stack],
          ['bare', bare],
        ] as const
      ).flatMap(([server, measured]) => {
        if ('failed' in measured) return [`${sizeLabel(size.photos)} ${server} ${scenario.name}: not measured, ${measured.failed}`];
        if (answeredNothing(measured)) return [`${sizeLabel(size.photos)} ${server} ${scenario.name}: no answer within the run`];
        return measured.errors > 0 ? [`${sizeLabel(size.photos)} ${server} ${scenario.name}: ${measured.failures || `${measured.errors} errors`} (⚠)`] : [];
      }),
    ),
  );
  if (failures.length > 0) lines.push('', '**Failures**', '', ...failures.map((failure) => `- ${failure}`));
  lines.push('', formatTargets(judge(run)));
  return lines.join('\n');
}

function formatTargets(verdicts: Verdict[]): string {
  const met = verdicts.filter((v) => v.met === true).length;
  const missed = verdicts.filter((v) => v.met === false).length;
  const outOfReach = verdicts.filter((v) => v.outOfReach).length;
  const lines = [
    `**Targets**: ${met} met, ${missed} missed${outOfReach > 0 ? ` (${outOfReach} of them out of the request chain's reach in this run)` : ''}` +
      `${verdicts.length > met + missed ? `, ${verdicts.length - met - missed} not measured` : ''}`,
    '',
    '| target | scenario | photos | measured | limit | verdict |',
    '|---|---|---:|---:|---|---|',
  ];
  const said = (v: Verdict) => (v.met === null ? 'not measured' : v.met ? 'met' : v.outOfReach ? `**missed**, out of reach: ${v.outOfReach}` : '**missed**');
  for (const v of verdicts) lines.push(`| ${v.target} | ${v.scenario} | ${count(v.photos)} | ${v.measured} | ${v.limit} | ${said(v)} |`);
  return lines.join('\n');
}

/** The JSON beside the Markdown: every figure, and the verdicts. */
export function resultsJson(runs: ModeRun[]): unknown {
  return runs.map((run) => ({ ...run, targets: judge(run) }));
}
