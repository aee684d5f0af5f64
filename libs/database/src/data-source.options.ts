import { AppConfig, ensurePrivateFile, PRIVATE_FOLDER_MODE } from '@heirloom/config';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { EncryptedTotpSecrets1765530000001 } from './migrations/1765530000001-encrypted-totp-secrets';
import { MIGRATIONS, withTotpCipher } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const IN_MEMORY = ':memory:';

/** One DataSource description for both databases; the API, the worker and the CLI all build theirs here. */
export function buildDataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    // The TOTP secrets' migration encrypts with the installation's key.
    migrations: MIGRATIONS.map((migration) => (migration === EncryptedTotpSecrets1765530000001 ? withTotpCipher(config.sessionSecret) : migration)),
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    logging: ['error' as const],
  };
  if (config.database.type === 'sqlite') {
    mkdirSync(dirname(config.database.path), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // Made here with the private mode, whatever the process's umask: better-sqlite3 would make it 0644. (':memory:' is
    // no file: the unit specs' databases.)
    if (config.database.path !== IN_MEMORY) ensurePrivateFile(config.database.path);
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.path,
      // Writers from the API and in-process jobs share one file: wait for a lock instead of failing.
      prepareDatabase: async (db: SqlitePragmas) => {
        db.pragma('busy_timeout = 10000');
        await enterWalMode(db);
        // Safe with WAL: a crash can lose the last commits but never corrupts; spares an fsync per commit.
        db.pragma('synchronous = NORMAL');
        // Reads straight from the page cache of the OS instead of copying each page, and a 64 MB page cache
        // (the default is 2 MB): the hot indexes of a 100,000-photo library stay in memory.
        db.pragma('mmap_size = 268435456');
        db.pragma('cache_size = -65536');
        db.pragma('temp_store = MEMORY');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    connectorPackage: 'mysql2',
    url: config.database.url,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    extra: { connectionLimit: 20 },
  };
}

type SqlitePragmas = { pragma: (sql: string) => unknown };

/**
 * Write-ahead logging, a setting of the file itself. Processes opening a fresh database at once (two API processes,
 * or the API and the CLI) race to set it, and SQLite refuses the loser at once with SQLITE_BUSY, without waiting out
 * the busy timeout: try again for as long as that timeout.
 */
export async function enterWalMode(db: SqlitePragmas, triesLeft = 100): Promise<void> {
  try {
    db.pragma('journal_mode = WAL');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY' || triesLeft === 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return enterWalMode(db, triesLeft - 1);
  }
}
