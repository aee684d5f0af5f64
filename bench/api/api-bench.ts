import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { API_ENTRY, BENCH_DATA, BenchMode, copyBuiltServer, MODES, ModeName } from './bench-env';
import { benchEmail, BENCH_PASSWORD } from './library';
import { driveFloor, FLOORS } from './floors';
import { drive, LoadFigures } from './load';
import { prepareDatabase } from './prepare-database';
import { ServerProcess } from './processes';
import { formatTable, Row } from './report';
import { byApiEnv, Scenario, SCENARIOS } from './scenarios';
import { settle } from './settle';

const API_PORT = 3901;
const BARE_PORT = 3902;

interface Options {
  modes: ModeName[];
  reseed: boolean;
  seconds: number;
}

function readOptions(args: string[]): Options {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const mode = value('mode');
  return {
    modes: mode === 'embedded' || mode === 'scaled' ? [mode] : ['embedded', 'scaled'],
    reseed: args.includes('--reseed'),
    seconds: Number(value('seconds') ?? 10),
  };
}

/** Signs in as bench user 1 and answers the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(1), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

/** Every scenario against the API (one process per extra environment), then against the bare server and the stack's floor. */
async function measure(mode: BenchMode, seconds: number, log: (line: string) => void): Promise<Row[]> {
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const apiFigures = new Map<Scenario, LoadFigures>();
  for (const group of byApiEnv(SCENARIOS)) {
    const api = await ServerProcess.start(API_ENTRY, { ...mode.env, ...group.env, PORT: String(API_PORT) }, `${apiUrl}/api/health`);
    try {
      const cookie = await signIn(apiUrl);
      for (const scenario of group.scenarios) {
        const check = await fetch(`${apiUrl}${scenario.api}`, { headers: { cookie } });
        if (!check.ok) throw new Error(`${scenario.api} answered ${check.status}: ${await check.text()}`);
        const figures = await drive(`${apiUrl}${scenario.api}`, { cookie }, seconds);
        apiFigures.set(scenario, figures);
        await settle(mode);
        log(`  API  ${scenario.name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.rps} req/s${figures.failures ? `, ${figures.failures}` : ''}`);
      }
    } finally {
      await api.stop();
    }
  }

  const bare = await driveFloor(FLOORS.bare, SCENARIOS, { mode, seconds, port: BARE_PORT, log });
  const stack = await driveFloor(FLOORS.stack, SCENARIOS, { mode, seconds, port: BARE_PORT, log });
  return SCENARIOS.map((scenario) => ({ scenario, api: apiFigures.get(scenario)!, bare: bare.get(scenario)!, stack: stack.get(scenario)! }));
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  copyBuiltServer();
  const tables: string[] = [];
  const results: Record<string, Row[]> = {};
  for (const name of options.modes) {
    const mode = MODES[name];
    log(`\n== ${mode.label}`);
    const started = Date.now();
    await prepareDatabase(mode, options.reseed, log);
    log(`  database ready in ${((Date.now() - started) / 1000).toFixed(0)} s; load: ${SCENARIOS.length} scenarios × ${options.seconds} s, 20 connections`);
    const loadBefore = loadavg()[0];
    results[name] = await measure(mode, options.seconds, log);
    // The load average beside each table: on a shared machine the figures mean little without it.
    tables.push(formatTable(`${mode.label}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`, results[name]));
    // Written after each mode, so a failure in the next one keeps these figures.
    writeReport(tables, results);
  }
  log(`\n${writeReport(tables, results)}\n\n(also in bench/.data/api-bench-results.md)`);
}

function writeReport(tables: string[], results: Record<string, Row[]>): string {
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
  const report = [`## npm run bench:api — ${new Date().toISOString()}`, '', machine, '', ...tables].join('\n\n');
  writeFileSync(join(BENCH_DATA, 'api-bench-results.md'), `${report}\n`);
  writeFileSync(join(BENCH_DATA, 'api-bench-results.json'), JSON.stringify(results, null, 2));
  return report;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
