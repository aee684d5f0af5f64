import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection } from '@heirloom/jobs';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import IORedis from 'ioredis';

/** Pings Redis when the app runs in scaled mode. */
@Injectable()
export class RedisHealthIndicator implements OnApplicationShutdown {
  private readonly redis?: IORedis;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly indicators: HealthIndicatorService,
  ) {
    if (config.redisUrl) this.redis = createRedisConnection(config.redisUrl, 'client');
  }

  get configured(): boolean {
    return this.redis !== undefined;
  }

  async check(key: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    try {
      await this.redis!.ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
