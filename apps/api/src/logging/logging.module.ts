import { AppConfig } from '@heirloom/config';
import { DynamicModule, RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { stdSerializers } from 'pino';
import type { Options } from 'pino-http';

/** Never logged: cookies, session ids, credentials. Request bodies are not logged at all. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
];

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** JSON logs with a request id, which is also sent back as X-Request-Id. */
export function loggingModule(config: AppConfig): DynamicModule {
  // Every route, in the path syntax of Express 5 (nestjs-pino's default '*' is the old one, converted with a warning).
  return LoggerModule.forRoot({ pinoHttp: httpLoggerOptions(config), forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }] });
}

/**
 * One line per answer: request id, method, url, status and response time. The serializers get the raw request and
 * response (wrapSerializers off), so pino never builds the full req/res objects (headers and all) on every request.
 */
export function httpLoggerOptions(config: Pick<AppConfig, 'logLevel'>): Options {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const incoming = request.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (request) => request.url === '/api/health' },
    wrapSerializers: false,
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url.replace(/\/invitations\/accept\/[^/?]+/, '/invitations/accept/[token]') }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      err: stdSerializers.err,
    },
  };
}
