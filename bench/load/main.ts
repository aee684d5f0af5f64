import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad } from './load-run';

/** The benchmark's own Redis database (bench:ingest takes 0, bench:api 7; test runs pick theirs at random). */
const LOAD_REDIS_DB = 12;
/** npm runs scripts from the repository root. */
const RESULTS_DIR = join(process.cwd(), 'bench', '.data');

/**
 * npm run bench:load [-- --duration=60 --connections=50]: the mixed load of issue 7 on the scaled mode. Exits 1 when
 * any request answered 5xx or any acknowledged write is missing. The table is also written to bench/.data.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' } } });
  const seconds = Number(values.duration);
  const connections = Number(values.connections);
  if (!(seconds > 0) || !(connections > 0)) throw new Error('--duration and --connections must be numbers above 0');
  const summary = await runLoad({ seconds, connections, families: 5, photosPerFamily: 40, redisDb: LOAD_REDIS_DB }, (line) => console.log(line));
  console.log(`\n${summary.markdown}\n`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'load-results.md'), `${summary.markdown}\n`);
  process.exitCode = summary.serverErrors === 0 && summary.lostWrites === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
