import { AppConfig, makeDataPrivate, usePrivateFileModes } from '@heirloom/config';
import { DatabaseMigrations } from '@heirloom/database';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoRootLogger } from 'pino';
import { AppModule } from './app.module';
import { configureServerTimeouts } from './http-server.timeouts';
import { requestDeadline } from './common/middleware/request-deadline';
import { trustedHost } from './common/middleware/trusted-host';
import { createValidationPipe } from './common/validation/validation.pipe';
import { ROOT_LOGGER } from './logging/logging.module';
import { requestLogger } from './logging/request-logger';
import { setupOpenApi } from './openapi';
import { securityHeaders } from './security-headers';
import { PUBLIC_SHARE_PATHS, publicShareHeaders } from './share-links/public-share.headers';

export interface CreateApiAppOptions {
  /** Run pending migrations (under the migration lock) before serving. */
  migrate?: boolean;
}

/** Builds the API exactly as production runs it; main.ts listens on it, the end-to-end tests drive it. */
export async function createApiApp(config: AppConfig, { migrate = true }: CreateApiAppOptions = {}): Promise<NestExpressApplication> {
  // main.ts has done it already; an API built any other way (the tests) keeps its files as private.
  usePrivateFileModes();
  makeDataPrivate(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bodyParser: false, bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  app.use(requestLogger(app.get<PinoRootLogger>(ROOT_LOGGER)));
  // Before anything reads a body; the upload routes lift it for themselves (upload.interceptor.ts).
  app.use(requestDeadline(config.bodyTimeoutSeconds * 1000));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Express would hash every JSON body for a weak ETag; answers are no-store (security-headers.ts), never revalidated.
  app.set('etag', false);
  configureServerTimeouts(app.getHttpServer());
  app.use(securityHeaders(config));
  // Every request, the web client's files included, answers only to APP_URL's host (when it is set); its refusal
  // carries the security headers too.
  app.use(trustedHost(config.appUrl));
  app.use(PUBLIC_SHARE_PATHS, publicShareHeaders);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  setupOpenApi(app);
  if (migrate) await app.get(DatabaseMigrations).runPending();
  return app;
}
