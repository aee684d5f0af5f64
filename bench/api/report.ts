import { LoadFigures } from './load';
import { Scenario } from './scenarios';

export interface Row {
  scenario: Scenario;
  api: LoadFigures;
  bare: LoadFigures;
  /** The same SQL behind the fixed stack alone (stack-floor-server.ts): the most the stack lets any API reach. */
  stack: LoadFigures;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rps = (value: number) => value.toFixed(0);

/**
 * A Markdown table: the API's figures, the bare floor's, the ratio, and whether the targets are met; beside them the
 * stack floor's req/s and its own ratio to the bare floor, which tells a miss of the stack from a miss of our code.
 */
export function formatTable(title: string, rows: Row[]): string {
  const lines = [
    `### ${title}`,
    '',
    '| scenario | API p50 | API p99 | API req/s | bare p50 | bare p99 | bare req/s | API/bare req/s | stack p99 | stack req/s | stack/bare req/s | p99 target | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { scenario, api, bare, stack } of rows) {
    const ratio = bare.rps > 0 ? api.rps / bare.rps : 0;
    const stackRatio = bare.rps > 0 ? stack.rps / bare.rps : 0;
    const target = scenario.p99TargetMs;
    const misses = [
      target !== undefined && api.p99 > target ? 'p99 missed' : '',
      target !== undefined && ratio < 0.5 ? 'req/s under half the floor' : '',
      api.errors > 0 ? `API failures: ${api.failures || api.errors}` : '',
      bare.errors > 0 ? `bare failures: ${bare.failures || bare.errors}` : '',
      stack.errors > 0 ? `stack failures: ${stack.failures || stack.errors}` : '',
    ].filter(Boolean);
    const verdict = target === undefined ? 'reference' : misses.length ? misses.join(', ') : 'met';
    lines.push(
      `| ${scenario.name} | ${ms(api.p50)} | ${ms(api.p99)} | ${rps(api.rps)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${rps(bare.rps)} | ${ratio.toFixed(2)} | ${ms(stack.p99)} | ${rps(stack.rps)} | ${stackRatio.toFixed(2)} | ${target === undefined ? '–' : `≤ ${target} ms`} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}
