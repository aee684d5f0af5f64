import { benchMode, copyBuiltServer, DEFAULT_PHOTOS, modesArgument, photosArgument } from './bench-env';
import { prepareDatabase } from './prepare-database';

/**
 * `node seed-only.js [--mode=embedded|scaled] [--photos=N] [--reseed]`: prepares the bench databases without running
 * the load (for EXPLAIN work, or to time a seed).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  copyBuiltServer();
  for (const name of modesArgument(args)) {
    const mode = benchMode(name, photosArgument(args) ?? DEFAULT_PHOTOS);
    const started = Date.now();
    await prepareDatabase(mode, args.includes('--reseed'), console.log);
    console.log(`${mode.label}: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
