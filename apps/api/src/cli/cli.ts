import 'reflect-metadata';
import { ConfigError, loadConfig, usePrivateFileModes } from '@heirloom/config';
import { AuditEvent, AuditRepository, Photo, PhotosRepository, reindexSearch, runMigrationsLocked, User, UsersRepository, withDataSource } from '@heirloom/database';
import { LocalDiskStorage } from '@heirloom/storage';
import { countDerivatives } from './count-derivatives';

const USAGE = `Usage:
  npm run migration:run                 apply pending database migrations
  npm run admin -- grant <email>        make an account a platform administrator
  npm run admin -- revoke <email>       take platform administrator rights away
  npm run search:reindex                rebuild the full-text search index from the data
  npm run derivatives:count             once after upgrading: count the thumbnails and previews made before
                                        their sizes were recorded (admin storage figures)`;

async function migrate(): Promise<void> {
  const applied = await withDataSource(loadConfig(), runMigrationsLocked);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.');
}

async function setAdmin(email: string | undefined, isAdmin: boolean): Promise<void> {
  if (!email) throw new UsageError('An e-mail address is required.');
  const normalized = email.trim().toLowerCase();
  await withDataSource(loadConfig(), async (dataSource) => {
    await runMigrationsLocked(dataSource);
    const users = new UsersRepository(dataSource.getRepository(User));
    if (!(await users.setAdminByEmail(normalized, isAdmin))) throw new UsageError(`No account uses the e-mail address ${normalized}.`);
    // The operator at the server's console: no account, so the system.
    const user = (await users.getByEmail(normalized))!;
    await new AuditRepository(dataSource.getRepository(AuditEvent)).add({
      action: 'user.role_changed',
      actor: null,
      target: { type: 'user', id: user.id, label: user.name },
      details: { platform_admin: isAdmin },
    });
  });
  console.log(`${normalized} is ${isAdmin ? 'now' : 'no longer'} a platform administrator.`);
}

async function searchReindex(): Promise<void> {
  const started = Date.now();
  await withDataSource(loadConfig(), async (dataSource) => {
    await runMigrationsLocked(dataSource);
    await reindexSearch(dataSource);
  });
  console.log(`The search index is rebuilt (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

async function derivativesCount(): Promise<void> {
  const config = loadConfig();
  const { counted, missing } = await withDataSource(config, async (dataSource) => {
    await runMigrationsLocked(dataSource);
    return countDerivatives(new PhotosRepository(dataSource.getRepository(Photo)), new LocalDiskStorage(config.storageDir));
  });
  console.log(`Counted the thumbnail and preview of ${counted} photo(s).`);
  if (missing > 0) console.log(`${missing} photo(s) have lost theirs: they are made again, and counted, when next shown.`);
}

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  // A first `migrate` may make the SQLite database: private like everything the server writes.
  usePrivateFileModes();
  const [command, action, argument] = args;
  if (command === 'migrate') return migrate();
  if (command === 'search-reindex') return searchReindex();
  if (command === 'count-derivatives') return derivativesCount();
  if (command === 'admin' && (action === 'grant' || action === 'revoke')) return setAdmin(argument, action === 'grant');
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
