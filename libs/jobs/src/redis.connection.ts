import IORedis, { RedisOptions } from 'ioredis';

/**
 * An ioredis connection for BullMQ and the login throttle. Workers block on Redis and must retry forever
 * (maxRetriesPerRequest: null); request-path clients fail fast so the API can answer 503 instead of hanging.
 */
export function createRedisConnection(url: string, role: 'worker' | 'client'): IORedis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 };
  const connection = new IORedis(url, options);
  // While Redis is away every reconnection attempt emits an error: the failing commands (503) and the health check
  // report the outage; without a listener ioredis would print each attempt's stack to stderr.
  if (role === 'client') connection.on('error', () => undefined);
  return connection;
}
