import { AppConfig, InjectConfig } from '@heirloom/config';
import { REDIS_SESSION_PREFIX } from '@heirloom/database';
import { createRedisConnection } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import type IORedis from 'ioredis';

/** Keys per SCAN step and per UNLINK: small enough that Redis never stalls on one command. */
const BATCH = 500;

/**
 * Deletes every key under a prefix, SCAN by SCAN (never KEYS, which blocks Redis while it walks the whole key space),
 * with UNLINK (the memory is freed off Redis's main thread). Answers how many keys went. The prefix must hold no glob
 * character (`*?[]\`).
 */
export async function unlinkKeysByPrefix(redis: IORedis, prefix: string): Promise<number> {
  if (/[*?[\]\\]/.test(prefix)) throw new Error(`A key prefix to delete must hold no glob character: ${prefix}`);
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', BATCH);
    if (keys.length > 0) removed += await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  return removed;
}

/**
 * Ends the sessions a restore cannot end inside its own transaction: in scaled mode they live in Redis, so the
 * process that ran the restore deletes every session key right after the commit. (The sessions table, embedded mode's
 * store, is emptied by the restore's transaction itself: TABLES_EMPTIED_BY_RESTORE in @heirloom/backup.)
 */
@Injectable()
export class RedisSessionsEnder {
  private readonly logger = new Logger(RedisSessionsEnder.name);

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async endAll(): Promise<void> {
    if (!this.config.redisUrl) return;
    // A connection of its own for a rare job; the worker role waits for Redis rather than failing while it is away.
    const redis = createRedisConnection(this.config.redisUrl, 'worker');
    try {
      const ended = await unlinkKeysByPrefix(redis, REDIS_SESSION_PREFIX);
      this.logger.log(`Ended ${ended} session(s) kept in Redis`);
    } finally {
      redis.disconnect();
    }
  }
}
