import { LoadFigures } from './load';
import { Scenario } from './scenarios';

export interface Row {
  scenario: Scenario;
  api: LoadFigures;
  bare: LoadFigures;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rps = (value: number) => value.toFixed(0);

/** A Markdown table: the API's figures, the bare floor's, the ratio, and whether the targets are met. */
export function formatTable(title: string, rows: Row[]): string {
  const lines = [
    `### ${title}`,
    '',
    '| scenario | API p50 | API p99 | API req/s | bare p50 | bare p99 | bare req/s | API/bare req/s | p99 target | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { scenario, api, bare } of rows) {
    const ratio = bare.rps > 0 ? api.rps / bare.rps : 0;
    const target = scenario.p99TargetMs;
    const misses = [
      target !== undefined && api.p99 > target ? 'p99 missed' : '',
      target !== undefined && ratio < 0.5 ? 'req/s under half the floor' : '',
      api.errors > 0 ? `API failures: ${api.failures || api.errors}` : '',
      bare.errors > 0 ? `bare failures: ${bare.failures || bare.errors}` : '',
    ].filter(Boolean);
    const verdict = target === undefined ? 'reference' : misses.length ? misses.join(', ') : 'met';
    lines.push(
      `| ${scenario.name} | ${ms(api.p50)} | ${ms(api.p99)} | ${rps(api.rps)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${rps(bare.rps)} | ${ratio.toFixed(2)} | ${target === undefined ? '–' : `≤ ${target} ms`} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}
