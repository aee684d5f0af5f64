/**
 * Errors that mean the database or Redis cannot be reached right now (restarting, down, network cut), as raised by
 * Node sockets, mysql2 (through TypeORM), ioredis (login throttle, queues) and node-redis (sessions). They answer
 * 503, so clients retry, instead of a 500 that reads like a bug; the pools reconnect by themselves.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
]);

const CLIENT_ERRORS = new Set([
  // node-redis
  'ClientOfflineError',
  'ClientClosedError',
  'SocketClosedUnexpectedlyError',
  'ConnectionTimeoutError',
  // ioredis
  'MaxRetriesPerRequestError',
]);

const MESSAGES = [
  /Stream isn't writeable and enableOfflineQueue options is false/, // ioredis while reconnecting
  /^Connection is closed\.?$/, // ioredis
  /Can't add new command when connection is in closed state/, // mysql2
  /^Pool is closed\.?$/, // mysql2
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const candidate = error as ErrorLike;
  if (typeof candidate.code === 'string' && CONNECTION_CODES.has(candidate.code)) return true;
  if (CLIENT_ERRORS.has(error.constructor?.name)) return true;
  if (typeof candidate.message === 'string' && MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
  return isDependencyOutage(candidate.driverError, depth + 1) || isDependencyOutage(candidate.cause, depth + 1);
}
