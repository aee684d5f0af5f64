import { copyBuiltServer, MODES, ModeName } from './bench-env';
import { prepareDatabase } from './prepare-database';

/** `node seed-only.js <mode> [--reseed]`: prepares one bench database without running the load (for EXPLAIN work). */
async function main(): Promise<void> {
  const mode = MODES[(process.argv[2] as ModeName) ?? 'embedded'];
  const started = Date.now();
  copyBuiltServer();
  await prepareDatabase(mode, process.argv.includes('--reseed'), console.log);
  console.log(`${mode.label}: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
