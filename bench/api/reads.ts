import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection, Connection } from 'mysql2/promise';
import { API_ENTRY, BENCH_DATA, benchMode, copyBuiltServer, count, MARIADB_URL } from './bench-env';
import { prepareDatabase } from './prepare-database';
import { ServerProcess } from './processes';
import { byApiEnv, Scenario, scenariosFor } from './scenarios';
import { signIn } from './sign-in';

const API_PORT = 3903;
const DEFAULT_SIZES = [100_000, 1_000_000];
/** MariaDB's counters of the work a statement does: index look-ups, index entries walked forward and back, rows of a scan or a temporary table, and pages touched. */
const COUNTERS = ['Handler_read_key', 'Handler_read_next', 'Handler_read_prev', 'Handler_read_rnd_next', 'Innodb_buffer_pool_read_requests'] as const;
type Counter = (typeof COUNTERS)[number];
type Reads = Record<Counter, number>;

/**
 * `npm run bench:reads -- [--photos=100000,1000000]`: what one request of each scenario makes MariaDB read (scaled
 * mode), at each size, from the server's counters around it while nothing else runs. Unlike a timing, it is the
 * same on every run and machine: where a page's p99 grows from one size to the next, it tells whether its SQL does
 * more work (a range that grows with the library) or the same work on a busier or colder machine.
 */
async function main(): Promise<void> {
  const sizes = process.argv.find((arg) => arg.startsWith('--photos='))?.slice('--photos='.length).split(',').map(Number) ?? DEFAULT_SIZES;
  copyBuiltServer();
  const server = await createConnection(MARIADB_URL);
  const bySize = new Map<number, Map<string, Reads>>();
  try {
    for (const photos of sizes) {
      const mode = benchMode('scaled', photos);
      await prepareDatabase(mode, false, console.log);
      bySize.set(photos, await readsOf(server, mode.env, scenariosFor(photos)));
      console.log(`${count(photos)} photos: ${bySize.get(photos)!.size} scenarios read`);
    }
  } finally {
    await server.end();
  }
  const report = formatReads(sizes, bySize);
  writeFileSync(join(BENCH_DATA, 'api-reads-results.md'), `${report}\n`);
  console.log(`\n${report}\n\n(also in bench/.data/api-reads-results.md)`);
}

async function readsOf(server: Connection, env: Record<string, string>, scenarios: Scenario[]): Promise<Map<string, Reads>> {
  const url = `http://127.0.0.1:${API_PORT}`;
  const reads = new Map<string, Reads>();
  for (const group of byApiEnv(scenarios)) {
    const api = await ServerProcess.start(API_ENTRY, { ...env, ...group.env, PORT: String(API_PORT) }, `${url}/api/health`);
    try {
      const cookie = await signIn(url);
      const get = async (path: string) => {
        const response = await fetch(`${url}${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      };
      // What reading the counters alone adds, taken off every figure.
      const idle = difference(await counters(server), await counters(server));
      for (const scenario of group.scenarios) {
        // Warm: kept answers made, pages in the buffer pool, statements prepared.
        for (let i = 0; i < 3; i++) await get(scenario.api);
        const before = await counters(server);
        await get(scenario.api);
        const read = difference(before, await counters(server));
        // Never below 0: a counter the idle reading moved by a page or two more than this one.
        reads.set(scenario.key, Object.fromEntries(COUNTERS.map((name) => [name, Math.max(0, read[name] - idle[name])])) as Reads);
      }
    } finally {
      await api.stop();
    }
  }
  return reads;
}

async function counters(server: Connection): Promise<Reads> {
  const [rows] = await server.query(`SHOW GLOBAL STATUS WHERE Variable_name IN (${COUNTERS.map(() => '?').join(', ')})`, [...COUNTERS]);
  return Object.fromEntries((rows as Array<{ Variable_name: Counter; Value: string }>).map((row) => [row.Variable_name, Number(row.Value)])) as Reads;
}

const difference = (before: Reads, after: Reads): Reads => Object.fromEntries(COUNTERS.map((name) => [name, after[name] - before[name]])) as Reads;

/**
 * One table: per scenario and size, the index look-ups, entries walked, rows scanned (of a table or a temporary one)
 * and pages touched; and the growth of the rows touched (look-ups, entries and scanned rows), which pages overstate:
 * a larger index is a level deeper, one more page per look-up.
 */
function formatReads(sizes: number[], bySize: Map<number, Map<string, Reads>>): string {
  const walked = (reads: Reads) => reads.Handler_read_next + reads.Handler_read_prev;
  const touched = (reads: Reads | undefined) => (reads ? reads.Handler_read_key + walked(reads) + reads.Handler_read_rnd_next : undefined);
  const head = sizes.flatMap((photos) => [`${count(photos)} look-ups`, `${count(photos)} entries walked`, `${count(photos)} rows scanned`, `${count(photos)} pages`]);
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const lines = [
    `## npm run bench:reads — ${new Date().toISOString()}`,
    'MariaDB (scaled mode): what one warm request of each scenario reads, from the server counters around it.',
    '',
    `| scenario | ${head.join(' | ')} | rows touched, ${count(last)} ÷ ${count(first)} |`,
    `|---|${head.map(() => '---:').join('|')}|---:|`,
  ];
  for (const scenario of scenariosFor(last)) {
    const cells = sizes.flatMap((photos) => {
      const reads = bySize.get(photos)?.get(scenario.key);
      return reads ? [reads.Handler_read_key, walked(reads), reads.Handler_read_rnd_next, reads.Innodb_buffer_pool_read_requests].map(String) : ['–', '–', '–', '–'];
    });
    const from = touched(bySize.get(first)?.get(scenario.key));
    const to = touched(bySize.get(last)?.get(scenario.key));
    lines.push(`| ${scenario.name} | ${cells.join(' | ')} | ${from && to ? (to / from).toFixed(2) : '–'} |`);
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
