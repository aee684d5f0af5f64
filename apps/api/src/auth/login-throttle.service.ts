import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection } from '@heirloom/jobs';
import { HttpException, HttpStatus, Injectable, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per IP address and e-mail; after 10 in 15 minutes further attempts get 429.
 * Counters live in Redis in scaled mode (shared by every API process) and in memory in embedded mode.
 */
@Injectable()
export class LoginThrottleService implements OnApplicationShutdown {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis?: IORedis;

  constructor(@InjectConfig() config: AppConfig) {
    const options = { keyPrefix: 'heirloom:login-failures', points: MAX_FAILED_LOGINS, duration: FAILED_LOGIN_WINDOW_SECONDS };
    if (config.redisUrl) {
      this.redis = createRedisConnection(config.redisUrl, 'client');
      this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false });
    } else {
      this.limiter = new RateLimiterMemory(options);
    }
  }

  /** Throws 429 when this IP and e-mail have used up their failures. */
  async assertAllowed(ip: string, email: string): Promise<void> {
    const state = await this.limiter.get(this.key(ip, email));
    if (state && state.consumedPoints >= MAX_FAILED_LOGINS) {
      const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60_000));
      throw new HttpException(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await this.limiter.penalty(this.key(ip, email), 1);
  }

  async reset(ip: string, email: string): Promise<void> {
    await this.limiter.delete(this.key(ip, email));
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  private key(ip: string, email: string): string {
    return `${ip}|${email}`;
  }
}
