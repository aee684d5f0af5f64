import Database from 'better-sqlite3';
import IORedis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchMode, CLI_ENTRY, count, MARIADB_URL, REDIS_URL } from './bench-env';
import { LIBRARY_VERSION } from './library';
import { writeMediaFiles } from './media-files';
import { MysqlWriter } from './mysql-writer';
import { runToEnd } from './processes';
import { BulkWriter, seedLibrary } from './seed';
import { SqliteWriter } from './sqlite-writer';

/** What a seeded database holds, written beside it (DATA_DIR/library.json) once the seed has finished. */
export interface LibraryMarker {
  version: number;
  photos: number;
  seedSeconds: number;
  seededAt: string;
}

export function readMarker(mode: BenchMode): LibraryMarker | null {
  const file = join(mode.dataDir, 'library.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LibraryMarker) : null;
}

/**
 * A migrated database holding the library at the mode's size, and an empty Redis. The database is seeded once and
 * kept between runs (each size in its own: DATA_DIR and MariaDB database); it is seeded again with `reseed`, when its
 * marker names another version of the library, or when it does not hold what its marker says (another checkout's
 * bench may have seeded the database of that name). Migrations run every time, so an index added since the seed is
 * built on the kept rows as it would be on an upgrade. Every user's digest is off: the API runs the jobs in embedded
 * mode, and on a Monday morning (the weekly digest's time) it composed 500 digests over the library while the first
 * scenarios ran (a million photos: two minutes, every p99 about 200-300 ms).
 */
export async function prepareDatabase(mode: BenchMode, reseed: boolean, log: (line: string) => void): Promise<LibraryMarker> {
  const library = await prepareLibrary(mode, reseed, log);
  await withWriter(mode, (writer) => writer.turnOffDigests());
  return library;
}

async function prepareLibrary(mode: BenchMode, reseed: boolean, log: (line: string) => void): Promise<LibraryMarker> {
  const marker = readMarker(mode);
  if (!reseed && marker?.version === LIBRARY_VERSION && marker.photos === mode.photos) {
    await createAndMigrate(mode);
    if (await withWriter(mode, async (writer) => (await writer.count('photos')) === mode.photos && (await writer.count('albums')) > 0)) {
      log(`  library of ${count(mode.photos)} photos kept (seeded in ${marker.seedSeconds.toFixed(0)} s on ${marker.seededAt})`);
      return marker;
    }
    log('  the database does not hold the library its marker names: seeding it again');
  } else if (marker && !reseed) {
    log(`  the kept library is version ${marker.version} of ${count(marker.photos)} photos: seeding it again`);
  }
  await wipe(mode);
  await createAndMigrate(mode);
  log(`  seeding ${count(mode.photos)} photos`);
  let seedSeconds = await withWriter(mode, (writer) => seedLibrary(writer, mode.photos, log));
  seedSeconds += await fillSearchIndex(mode, log);
  const seeded: LibraryMarker = { version: LIBRARY_VERSION, photos: mode.photos, seedSeconds, seededAt: new Date().toISOString() };
  writeFileSync(join(mode.dataDir, 'library.json'), `${JSON.stringify(seeded, null, 2)}\n`);
  log(`  seeded ${count(mode.photos)} photos in ${seedSeconds.toFixed(0)} s`);
  return seeded;
}

/** The data folder with the library's images, the database (scaled: an empty Redis too), migrated. */
async function createAndMigrate(mode: BenchMode): Promise<void> {
  mkdirSync(mode.dataDir, { recursive: true });
  if (mode.name === 'scaled') {
    const server = await createConnection(MARIADB_URL);
    await server.query(`CREATE DATABASE IF NOT EXISTS \`${mode.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
    const redis = new IORedis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
  }
  await runToEnd(CLI_ENTRY, ['migrate'], mode.env);
  await writeMediaFiles(mode.storageDir);
}

/** The search index of every row, which the load's set-aside triggers did not file (the writers), filled as an operator fills it. */
async function fillSearchIndex(mode: BenchMode, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  await runToEnd(CLI_ENTRY, ['search-reindex'], mode.env);
  const seconds = (Date.now() - started) / 1000;
  log(`  search index filled from every row by search:reindex in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Removes the mode's data folder (SQLite file, images, marker) and, scaled, its database. */
async function wipe(mode: BenchMode): Promise<void> {
  rmSync(mode.dataDir, { recursive: true, force: true });
  if (mode.name !== 'scaled') return;
  const server = await createConnection(MARIADB_URL);
  await server.query(`DROP DATABASE IF EXISTS \`${mode.database}\``);
  await server.end();
}

async function withWriter<T>(mode: BenchMode, use: (writer: BulkWriter) => Promise<T>): Promise<T> {
  if (mode.name === 'embedded') {
    const db = new Database(mode.sqliteFile);
    db.pragma('journal_mode = WAL');
    // A half-written file is thrown away (no marker), so the load needs no durability; a large cache for the index builds.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288');
    db.pragma('temp_store = MEMORY');
    try {
      return await use(new SqliteWriter(db));
    } finally {
      db.close();
    }
  }
  const connection = await createConnection(`${MARIADB_URL}/${mode.database}`);
  try {
    return await use(new MysqlWriter(connection));
  } finally {
    await connection.end();
  }
}
