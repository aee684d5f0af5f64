import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH_DATA, benchMode, DEFAULT_PHOTOS, ModeName, photosArgument } from './bench-env';
import { driveFloor, FLOORS } from './floors';
import { checkAndDrive, describe } from './load';
import { ServerProcess } from './processes';
import { scenariosFor, UNCACHED_API_ENV } from './scenarios';
import { settle } from './settle';
import { signIn } from './sign-in';

/**
 * A short measurement while tuning: one mode, chosen scenarios, against a built API copied to bench/.data/<build>
 * (so another engineer's rebuild of dist/ cannot swap it mid-run), on the kept seeded database of that size.
 * Usage: node bench/.data/api-build/quick.js --build=<dir under bench/.data> [--mode=scaled] [--photos=N] [--seconds=5]
 *   [--only=timeline,day] [--bare|--stack] [--uncached] [--port=3911]
 * With --bare or --stack, the same scenarios against that floor (floors.ts) instead of the API.
 */

async function main(): Promise<void> {
  const value = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const mode = benchMode((value('mode') ?? 'embedded') as ModeName, photosArgument(process.argv) ?? DEFAULT_PHOTOS);
  const seconds = Number(value('seconds') ?? 5);
  const only = value('only')?.split(',');
  // Two tuning runs at once (two engineers) must not answer each other's requests.
  const PORT = Number(value('port') ?? 3911);
  const url = `http://127.0.0.1:${PORT}`;
  const scenarios = scenariosFor(mode.photos).filter((s) => !only || only.some((word) => s.name.includes(word) || s.key === word));
  const log = (line: string) => console.log(`${mode.name} ${line.trim()} (load ${loadavg()[0].toFixed(1)})`);
  const floor = process.argv.includes('--bare') ? FLOORS.bare : process.argv.includes('--stack') ? FLOORS.stack : undefined;
  if (floor) {
    await driveFloor(floor, scenarios, { mode, seconds, port: PORT, log });
    return;
  }
  const entry = join(BENCH_DATA, value('build') ?? 'server', 'apps', 'api', 'src', 'main.js');
  const cold = process.argv.includes('--uncached') ? UNCACHED_API_ENV : {};
  const api = await ServerProcess.start(entry, { ...mode.env, ...cold, PORT: String(PORT) }, `${url}/api/health`);
  try {
    const cookie = await signIn(url);
    for (const scenario of scenarios) {
      log(`${scenario.name}: ${describe(await checkAndDrive(`${url}${scenario.api}`, { cookie }, seconds))}`);
      await settle(mode);
    }
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
