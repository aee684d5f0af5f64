import 'reflect-metadata';
import { ConfigError, loadConfig } from '@heirloom/config';
import { createApiApp } from './app.factory';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApiApp(config, { migrate: true });
  await app.listen(config.port);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
