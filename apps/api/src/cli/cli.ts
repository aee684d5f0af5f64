import 'reflect-metadata';
import { ConfigError, loadConfig } from '@heirloom/config';
import { buildDataSourceOptions, runMigrationsLocked, User } from '@heirloom/database';
import { DataSource } from 'typeorm';

const USAGE = `Usage:
  npm run migration:run                 apply pending database migrations
  npm run admin -- grant <email>        make an account a platform administrator
  npm run admin -- revoke <email>       take platform administrator rights away`;

async function withDataSource<T>(work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource(buildDataSourceOptions(loadConfig())).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function migrate(): Promise<void> {
  const applied = await withDataSource(runMigrationsLocked);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.');
}

async function setAdmin(email: string | undefined, isAdmin: boolean): Promise<void> {
  if (!email) throw new UsageError('An e-mail address is required.');
  const normalized = email.trim().toLowerCase();
  await withDataSource(async (dataSource) => {
    await runMigrationsLocked(dataSource);
    const result = await dataSource.getRepository(User).update({ email: normalized }, { isAdmin });
    if (!result.affected) throw new UsageError(`No account uses the e-mail address ${normalized}.`);
  });
  console.log(`${normalized} is ${isAdmin ? 'now' : 'no longer'} a platform administrator.`);
}

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  const [command, action, argument] = args;
  if (command === 'migrate') return migrate();
  if (command === 'admin' && (action === 'grant' || action === 'revoke')) return setAdmin(argument, action === 'grant');
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
