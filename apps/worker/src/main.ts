import 'reflect-metadata';
import { ConfigError, loadConfig, makeDataPrivate, usePrivateFileModes } from '@heirloom/config';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

/** The worker: no HTTP, only queue consumers. It never migrates; the API does that. */
async function main(): Promise<void> {
  // Before anything is written: thumbnails, previews and backups are the worker's.
  usePrivateFileModes();
  const config = loadConfig();
  makeDataPrivate(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  app.get(Logger).log('Heirloom worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
