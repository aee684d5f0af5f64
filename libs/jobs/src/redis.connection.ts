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
  return new IORedis(url, options);
}
