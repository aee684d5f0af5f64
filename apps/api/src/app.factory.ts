import { AppConfig } from '@heirloom/config';
import { runMigrationsLocked } from '@heirloom/database';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { configureServerTimeouts } from './http-server.timeouts';
import { createValidationPipe } from './common/validation/validation.pipe';
import { setupOpenApi } from './openapi';
import { securityHeaders } from './security-headers';

export interface CreateApiAppOptions {
  /** Run pending migrations (under the migration lock) before serving. */
  migrate?: boolean;
}

/** Builds the API exactly as production runs it; main.ts listens on it, the end-to-end tests drive it. */
export async function createApiApp(config: AppConfig, { migrate = true }: CreateApiAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bodyParser: false, bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  configureServerTimeouts(app.getHttpServer());
  app.use(securityHeaders(config));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  setupOpenApi(app);
  if (migrate) await runMigrationsLocked(app.get(DataSource));
  return app;
}
