import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { REDIS_SESSION_PREFIX, RestoreWatch, SessionsRepository } from '@heirloom/database';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import { Store } from 'express-session';
import { createClient } from 'redis';
import { sessionTtlSeconds } from './session.options';
import { skipTouchWhile, throttleTouch } from './throttled-touch';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The express-session store: the `sessions` table in embedded mode, Redis in scaled mode.
 * Either way sessions survive an API restart and are shared by every API process.
 */
@Injectable()
export class SessionStoreProvider implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  readonly store: Store;
  private readonly redis?: RedisClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig, sessions: SessionsRepository, restore: RestoreWatch) {
    if (config.redisUrl) {
      // Without the offline queue a request fails at once (503) while Redis is away instead of hanging until it is back.
      this.redis = createClient({ url: config.redisUrl, disableOfflineQueue: true });
      this.redis.on('error', (error: Error) => this.logger.error(`Redis session store: ${error.message}`));
      void this.redis.connect();
      this.store = throttleTouch(new RedisStore({ client: this.redis, prefix: REDIS_SESSION_PREFIX, ttl: (session) => sessionTtlSeconds(session) }));
    } else {
      const store = sessions.openStore({ cleanupLimit: 10, ttl: (_store, session) => sessionTtlSeconds(session) });
      // The restore's transaction is SQLite's one writer while it runs, and it ends every session once committed.
      this.store = throttleTouch(skipTouchWhile(store, () => restore.active()));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.quit();
  }
}
