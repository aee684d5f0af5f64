import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PAGE_ROWS, Variant, VARIANTS } from './photo-page';

/**
 * `npm run bench:row-mapping`: what reading a page of photos costs, in CPU instructions counted by valgrind's
 * callgrind, for each way of turning raw rows into objects (photo-page.ts). Instructions, not time: other work on a
 * shared machine moves wall-clock and CPU time by more than the differences measured here, but not the count.
 * Each variant runs twice in a fresh process, reading the page FEW and then MANY times; the difference divided by the
 * extra pages is the cost of one page, start-up, seeding and warm-up cancelled out. Each pair is repeated ROUNDS
 * times, and the spread shown, since V8 compiles on background threads whose timing varies the count a little.
 */
const FEW = 20;
const MANY = 220;
const ROUNDS = 3;
const PAGE_SCRIPT = join(__dirname, 'photo-page.js');

const run = promisify(execFile);

/** Instructions a whole process of the variant executes, reading the page `pages` times. */
async function instructions(variant: Variant, pages: number, outDir: string): Promise<number> {
  const out = join(outDir, `${variant}-${pages}.out`);
  const { stderr } = await run('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, PAGE_SCRIPT, variant, String(pages)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const collected = /Collected\s*:\s*(\d+)/.exec(stderr);
  if (!collected) throw new Error(`valgrind printed no instruction count:\n${stderr}`);
  return Number(collected[1]);
}

async function perPage(variant: Variant, outDir: string): Promise<number[]> {
  const figures: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [few, many] = [await instructions(variant, FEW, outDir), await instructions(variant, MANY, outDir)];
    figures.push((many - few) / (MANY - FEW));
  }
  return figures;
}

const thousands = (value: number) => `${(value / 1000).toFixed(0)} k`;

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'heirloom-row-mapping-'));
  const results = new Map<Variant, number[]>();
  try {
    for (const variant of VARIANTS) {
      results.set(variant, await perPage(variant, outDir));
      console.log(`${variant}: ${results.get(variant)!.map(thousands).join(', ')} instructions per page`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const median = (figures: number[]) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
  const floor = median(results.get('floor')!);
  const lines = [
    `### Reading a page of ${PAGE_ROWS} photos (SQLite, instructions per page, median of ${ROUNDS})`,
    '',
    '| variant | per page | spread | beyond the floor | beyond the floor, per photo |',
    '|---|---:|---:|---:|---:|',
    ...VARIANTS.map((variant) => {
      const figures = results.get(variant)!;
      const beyond = median(figures) - floor;
      return `| ${variant} | ${thousands(median(figures))} | ${thousands(Math.max(...figures) - Math.min(...figures))} | ${variant === 'floor' ? '' : thousands(beyond)} | ${variant === 'floor' ? '' : (beyond / PAGE_ROWS).toFixed(0)} |`;
    }),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  const dataDir = join(process.cwd(), 'bench', '.data');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'row-mapping-results.md'), `${table}\n`);
}

main().catch((error: unknown) => {
  console.error((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'valgrind is needed: apt-get install -y valgrind' : error);
  process.exit(1);
});
