import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository: the first folder above the compiled bench (bench/.data/api-build, bench/.data/browser-build/…) with a package.json. */
function repositoryRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
  throw new Error(`No package.json above ${from}`);
}

/** Where the benchmark keeps its databases and finds the built app. */
export const ROOT = repositoryRoot(__dirname);
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
/** A Redis database of its own, emptied at each start (the tests use 5). */
export const REDIS_URL = process.env.HEIRLOOM_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/** The library's size unless `--photos=N` says otherwise. */
export const DEFAULT_PHOTOS = 100_000;
/** The sizes `--curve` runs, each in its own database. */
export const CURVE_SIZES = [10_000, 100_000, 1_000_000];

/** `--photos=N` (at least 1,000), if given. */
export function photosArgument(args: string[]): number | undefined {
  const text = args.find((arg) => arg.startsWith('--photos='))?.split('=')[1];
  if (text === undefined) return undefined;
  const photos = Number(text);
  if (!Number.isInteger(photos) || photos < 1000) throw new Error('--photos must be a whole number of at least 1000');
  return photos;
}

export type ModeName = 'embedded' | 'scaled';
export const MODE_NAMES: ModeName[] = ['embedded', 'scaled'];

/** `--mode=embedded|scaled` as a list of modes (both unless told). */
export function modesArgument(args: string[]): ModeName[] {
  const mode = args.find((arg) => arg.startsWith('--mode='))?.split('=')[1];
  if (mode === undefined) return MODE_NAMES;
  if (mode !== 'embedded' && mode !== 'scaled') throw new Error('--mode must be embedded or scaled');
  return [mode];
}

/** One mode at one library size: where its database lives and the environment of the API running on it. */
export interface BenchMode {
  name: ModeName;
  label: string;
  photos: number;
  /** The environment of the API process (and of the CLI that migrates). */
  env: Record<string, string>;
  /** DATA_DIR: the SQLite file (embedded) and, in both modes, the library's marker and its image files. */
  dataDir: string;
  /** The MariaDB database (scaled). */
  database: string;
  sqliteFile: string;
  storageDir: string;
}

export const MODE_LABELS: Record<ModeName, string> = {
  embedded: 'embedded (SQLite file, in-process jobs)',
  scaled: 'scaled (MariaDB, Redis sessions)',
};

/**
 * The mode at a size. Each size has its own data folder and MariaDB database, kept between runs (prepare-database.ts).
 * TRASH_DAYS at its longest: the seeded trash is dated 2025, and the API's start-up sweep must not purge it.
 */
export function benchMode(name: ModeName, photos: number): BenchMode {
  const dataDir = join(BENCH_DATA, `${name}-${photos}`);
  const database = `heirloom_bench_${photos}`;
  const common = { SESSION_SECRET: 'bench-session-secret', LOG_LEVEL: 'warn', NODE_ENV: 'production', TRASH_DAYS: '3650', DATA_DIR: dataDir };
  return {
    name,
    label: MODE_LABELS[name],
    photos,
    env: name === 'scaled' ? { ...common, DATABASE_URL: `${MARIADB_URL}/${database}`, REDIS_URL } : common,
    dataDir,
    database,
    sqliteFile: join(dataDir, 'heirloom.db'),
    storageDir: join(dataDir, 'storage'),
  };
}

/** 1000000 → "1,000,000". */
export const count = (n: number): string => n.toLocaleString('en-US');
