import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the benchmark keeps its databases and finds the built app (it runs from bench/.data/api-build). */
export const ROOT = resolve(__dirname, '..', '..', '..');
export const BENCH_DATA = join(ROOT, 'bench', '.data');
/** `npm run build:server`'s output, copied here at the start so that another build meanwhile cannot pull it away. */
export const BUILT_API = join(ROOT, 'dist', 'apps', 'api');
export const SERVER_COPY = join(BENCH_DATA, 'server');
const DIST = join(SERVER_COPY, 'apps', 'api', 'src');
export const API_ENTRY = join(DIST, 'main.js');
export const CLI_ENTRY = join(DIST, 'cli', 'cli.js');

export function copyBuiltServer(): void {
  rmSync(SERVER_COPY, { recursive: true, force: true });
  cpSync(BUILT_API, SERVER_COPY, { recursive: true });
}
export const BARE_ENTRY = join(__dirname, 'bare-server.js');
export const STACK_FLOOR_ENTRY = join(__dirname, 'stack-floor-server.js');

export const MARIADB_URL = process.env.HEIRLOOM_BENCH_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
/** The library's size: `--photos=N` (at least 1,000), 100,000 unless given. */
export const LIBRARY_PHOTOS = photosArgument(process.argv.slice(2)) ?? 100_000;
/** A library of another size lives apart from the full one (its own database and data folders). */
const sizeSuffix = LIBRARY_PHOTOS === 100_000 ? '' : `-${LIBRARY_PHOTOS}`;
export const BENCH_DATABASE = `heirloom_bench${sizeSuffix.replace(/\W/g, '_')}`;

function photosArgument(args: string[]): number | undefined {
  const text = args.find((arg) => arg.startsWith('--photos='))?.split('=')[1];
  if (text === undefined) return undefined;
  const photos = Number(text);
  if (!Number.isInteger(photos) || photos < 1000) throw new Error('--photos must be a whole number of at least 1000');
  return photos;
}
/** A Redis database of its own, emptied at each start (the tests use 5). */
export const REDIS_URL = process.env.HEIRLOOM_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

export type ModeName = 'embedded' | 'scaled';

export interface BenchMode {
  name: ModeName;
  label: string;
  /** The environment of the API process (and of the CLI that migrates). */
  env: Record<string, string>;
}

const common = { SESSION_SECRET: 'bench-session-secret', LOG_LEVEL: 'warn', NODE_ENV: 'production' };

export const MODES: Record<ModeName, BenchMode> = {
  embedded: {
    name: 'embedded',
    label: 'embedded (SQLite file, in-process jobs)',
    env: { ...common, DATA_DIR: join(BENCH_DATA, `embedded${sizeSuffix}`) },
  },
  scaled: {
    name: 'scaled',
    label: 'scaled (MariaDB, Redis sessions)',
    env: { ...common, DATA_DIR: join(BENCH_DATA, `scaled${sizeSuffix}`), DATABASE_URL: `${MARIADB_URL}/${BENCH_DATABASE}`, REDIS_URL },
  },
};

export const SQLITE_FILE = join(MODES.embedded.env.DATA_DIR, 'heirloom.db');
