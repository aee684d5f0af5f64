import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Store, storage } from 'nestjs-pino/storage';
import type { Level, Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Polled by load balancers and orchestrators: logged only when it fails. */
const HEALTH_PATH = '/api/health';

/** What a line says of its request; never headers or body. */
export interface RequestFields {
  id: string;
  method: string;
  url: string;
}

const REQUEST_ID_HEADER = 'X-Request-Id';

/** The caller's X-Request-Id when it looks like one, else a new UUID. */
export const chooseRequestId = (incoming: unknown): string => (typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID());

/** The id requestLogger gave the request, as the answer carries it. */
export const requestIdOf = (response: ServerResponse): string => String(response.getHeader(REQUEST_ID_HEADER) ?? '');

/**
 * The url as logged. A token of a mailed link is a credential wherever it rides: in the accept call
 * (/api/invitations/accept/<token>), in the web client's page the invitation e-mail opens (/invitations/<token>), and
 * in a `token` query parameter (the address check's /verify-email?token=…). A download link's token
 * (/api/downloads/<token>) too: it works for its maker only, but a log is no place for it.
 */
export const loggedUrl = (url: string): string =>
  url
    .replace(/\/invitations\/accept\/[^/?]+/, '/invitations/accept/[token]')
    .replace(/^\/invitations\/[^/?]+/, '/invitations/[token]')
    .replace(/^\/api\/downloads\/[^/?]+/, '/api/downloads/[token]')
    .replace(/([?&])token=[^&#]*/g, '$1token=[token]');

export const levelOf = (statusCode: number): Level => (statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info');

/**
 * One JSON line per answer (request id, method, url, status, response time), the X-Request-Id header, and the
 * request's logger for the services' Nest loggers (nestjs-pino's PinoLogger reads it from its store), so what they log
 * carries the request.
 *
 * It does the work of pino-http, which on every request, logged or not, adds a dozen properties to Express's request
 * and response and builds a redacted child logger: work on the path of every call, which is mostly a cheap signed-in
 * read. Here the state stays in this closure, the request's child logger is made only when something logs, and a
 * line is built only when its level is on.
 */
export function requestLogger(root: Logger): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    const id = chooseRequestId(request.headers['x-request-id']);
    response.setHeader(REQUEST_ID_HEADER, id);
    const fields = (): RequestFields => ({ id, method: request.method, url: loggedUrl(request.originalUrl) });

    let child: Logger | undefined;
    const store: Store = {
      get logger() {
        return (child ??= root.child({ req: fields() }));
      },
      // PinoLogger.assign() binds more fields by replacing the request's logger.
      set logger(logger: Logger) {
        child = logger;
      },
    };

    const done = () => {
      response.off('finish', done);
      response.off('close', done);
      const { statusCode } = response;
      const aborted = !response.writableFinished;
      const level = aborted ? 'warn' : levelOf(statusCode);
      if (!root.isLevelEnabled(level) || (request.path === HEALTH_PATH && level === 'info')) return;
      const line = { req: fields(), res: { statusCode }, responseTime: Math.round(performance.now() - started) };
      root[level](line, aborted ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed');
    };
    response.on('finish', done);
    response.on('close', done);
    storage.run(store, next);
  };
}
