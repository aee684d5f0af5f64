import { AppConfig } from '@heirloom/config';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { LoggerOptions, pino, stdSerializers } from 'pino';

/** Never logged: cookies, session ids, credentials. Request bodies are not logged at all. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'token',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/** The process's root logger: nestjs-pino's Nest logger and the request logger write through it. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

export const rootLoggerOptions = (config: Pick<AppConfig, 'logLevel'>): LoggerOptions => ({
  level: config.logLevel,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { err: stdSerializers.err },
});

@Module({})
export class LoggingModule {}

/**
 * JSON logs through one pino logger. Requests are logged by requestLogger (request-logger.ts), mounted by the app
 * factory ahead of everything else; nestjs-pino serves only as Nest's logger (useExisting, no middleware of its own).
 */
export function loggingModule(config: AppConfig): DynamicModule {
  // Written synchronously: Nest ends a stopped process by raising the signal again, which skips the 'exit' handlers
  // that flush pino's default asynchronous stream, and with them the last lines of a shutdown.
  const root = pino(rootLoggerOptions(config), pino.destination({ dest: 1, sync: true }));
  const nestLogger = LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] });
  return {
    module: LoggingModule,
    global: true,
    imports: [nestLogger],
    providers: [{ provide: ROOT_LOGGER, useValue: root }],
    exports: [ROOT_LOGGER, nestLogger],
  };
}
