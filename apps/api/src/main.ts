import 'reflect-metadata';
import { ConfigError, isScaled, loadConfig, usePrivateFileModes } from '@heirloom/config';
import { Logger } from 'nestjs-pino';
import { createApiApp } from './app.factory';

async function main(): Promise<void> {
  // Before anything is written, the generated session secret and DATA_DIR included.
  usePrivateFileModes();
  const config = loadConfig();
  const app = await createApiApp(config, { migrate: true });
  await app.listen(config.port);
  app.get(Logger).log(`Heirloom API listening on port ${config.port} (${isScaled(config) ? 'scaled' : 'embedded'} mode)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
