import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { API_ENTRY, BENCH_DATA, BenchMode, benchMode, copyBuiltServer, count, CURVE_SIZES, DEFAULT_PHOTOS, MODE_LABELS, ModeName, modesArgument, photosArgument } from './bench-env';
import { describeDatabase } from './database-server';
import { driveFloor, FLOORS } from './floors';
import { LIBRARY_VERSION } from './library';
import { checkAndDrive, describe, Measured, WARM_UP_SECONDS } from './load';
import { prepareDatabase, readMarker } from './prepare-database';
import { ServerProcess } from './processes';
import { formatMode, ModeRun, resultsJson, Row } from './report';
import { medianRows } from './rounds';
import { byApiEnv, Scenario, scenariosFor } from './scenarios';
import { settle } from './settle';
import { signIn } from './sign-in';

const API_PORT = 3901;
const BARE_PORT = 3902;

/**
 * `npm run bench:api -- [--curve | --photos=N] [--mode=embedded|scaled] [--seconds=10] [--rounds=1] [--reseed]`:
 * every scenario against the API and its two floors, at one library size (100,000 photos unless --photos says
 * otherwise) or, with --curve, at 10,000, 100,000 and 1,000,000; each size seeded once into a database of its own and
 * kept. With --rounds=N, each size is measured N times over (the API, then the floors, in turn) and judged by the
 * medians (rounds.ts).
 */
interface Options {
  modes: ModeName[];
  sizes: number[];
  reseed: boolean;
  seconds: number;
  rounds: number;
}

function readOptions(args: string[]): Options {
  const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 10);
  if (!(seconds > 0)) throw new Error('--seconds must be a number above 0');
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 1);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of at least 1');
  const photos = photosArgument(args);
  if (photos !== undefined && args.includes('--curve')) throw new Error('--curve runs its own sizes: leave --photos out');
  return {
    modes: modesArgument(args),
    sizes: args.includes('--curve') ? CURVE_SIZES : [photos ?? DEFAULT_PHOTOS],
    reseed: args.includes('--reseed'),
    seconds,
    rounds,
  };
}

/**
 * Every scenario against the API (one process per extra environment), then against the bare server and the stack's
 * floor. A scenario the API refuses (a parameter not on main yet) is recorded as failed and the run goes on.
 */
async function measure(mode: BenchMode, scenarios: Scenario[], seconds: number, log: (line: string) => void): Promise<Row[]> {
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const apiFigures = new Map<string, Measured>();
  for (const group of byApiEnv(scenarios)) {
    const api = await ServerProcess.start(API_ENTRY, { ...mode.env, ...group.env, PORT: String(API_PORT) }, `${apiUrl}/api/health`);
    try {
      const cookie = await signIn(apiUrl);
      for (const scenario of group.scenarios) {
        const figures = await checkAndDrive(`${apiUrl}${scenario.api}`, { cookie }, seconds);
        apiFigures.set(scenario.key, figures);
        await settle(mode);
        log(`  API   ${scenario.name}: ${describe(figures)}`);
      }
    } finally {
      await api.stop();
    }
  }

  const bare = await driveFloor(FLOORS.bare, scenarios, { mode, seconds, port: BARE_PORT, log });
  const stack = await driveFloor(FLOORS.stack, scenarios, { mode, seconds, port: BARE_PORT, log });
  return scenarios.map((scenario) => ({ scenario, api: apiFigures.get(scenario.key)!, bare: bare.get(scenario.key)!, stack: stack.get(scenario.key)! }));
}

/** Rough seeding rates, seconds per 100,000 photos, measured on the 2-core machine (busy): only for the estimate. */
const SEED_SECONDS_PER_100K: Record<ModeName, number> = { embedded: 20, scaled: 60 };
/** Starting and stopping a server, signing in, migrating: roughly, per server and per size. */
const SERVER_SECONDS = 6;

/** The run's length, roughly: every scenario on three servers, plus the seeds not kept yet. */
function estimate(options: Options): { seconds: number; seeding: string[] } {
  let seconds = 0;
  const seeding: string[] = [];
  for (const name of options.modes) {
    for (const photos of options.sizes) {
      const scenarios = scenariosFor(photos);
      const servers = byApiEnv(scenarios).length + 2;
      seconds += options.rounds * (scenarios.length * 3 * (options.seconds + Math.min(WARM_UP_SECONDS, options.seconds) + 1) + servers * SERVER_SECONDS) + SERVER_SECONDS;
      const marker = readMarker(benchMode(name, photos));
      if (options.reseed || marker?.version !== LIBRARY_VERSION || marker.photos !== photos) {
        const seed = (photos / 100_000) * SEED_SECONDS_PER_100K[name];
        seconds += seed;
        seeding.push(`${name} ${count(photos)} (≈ ${Math.ceil(seed / 60)} min)`);
      }
    }
  }
  return { seconds, seeding };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  const { seconds, seeding } = estimate(options);
  log(
    `bench:api: ${options.modes.join(' and ')} at ${options.sizes.map(count).join(', ')} photos, ${options.seconds} s a scenario` +
      `${options.rounds > 1 ? `, ${options.rounds} rounds` : ''}: ` +
      `about ${Math.ceil(seconds / 60)} min${seeding.length > 0 ? `, including seeds of ${seeding.join(', ')}` : ' (every library kept)'}`,
  );
  copyBuiltServer();
  const runs: ModeRun[] = [];
  for (const name of options.modes) {
    const run: ModeRun = { mode: name, label: MODE_LABELS[name], database: await describeDatabase(name), sizes: [] };
    runs.push(run);
    for (const photos of options.sizes) {
      const mode = benchMode(name, photos);
      log(`\n== ${mode.label}, ${count(photos)} photos`);
      const started = Date.now();
      const library = await prepareDatabase(mode, options.reseed, log);
      const scenarios = scenariosFor(photos);
      log(`  database ready in ${((Date.now() - started) / 1000).toFixed(0)} s; load: ${scenarios.length} scenarios × ${options.seconds} s, 20 connections`);
      // The load average beside each table: on a shared machine the figures mean little without it.
      const loadBefore = loadavg()[0];
      const rounds: Row[][] = [];
      for (let round = 1; round <= options.rounds; round++) {
        if (options.rounds > 1) log(`  round ${round} of ${options.rounds}`);
        rounds.push(await measure(mode, scenarios, options.seconds, log));
      }
      run.sizes.push({ photos, library, loadBefore, loadAfter: loadavg()[0], rows: medianRows(rounds), rounds });
      // Written after each size, so a failure in the next one keeps these figures.
      writeReport(runs);
    }
  }
  log(`\n${writeReport(runs)}\n\n(also in bench/.data/api-bench-results.md)`);
}

function writeReport(runs: ModeRun[]): string {
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
  const report = [`## npm run bench:api — ${new Date().toISOString()}`, machine, ...runs.map(formatMode)].join('\n\n');
  writeFileSync(join(BENCH_DATA, 'api-bench-results.md'), `${report}\n`);
  writeFileSync(join(BENCH_DATA, 'api-bench-results.json'), JSON.stringify(resultsJson(runs), null, 2));
  return report;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
