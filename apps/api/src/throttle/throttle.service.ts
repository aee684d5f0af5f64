import { AppConfig, InjectConfig } from '@heirloom/config';
import { createRedisConnection } from '@heirloom/jobs';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { IRateLimiterOptions, RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { counterKey, ThrottleSubject } from './throttle-subject';
import { THROTTLE_POLICIES, ThrottlePolicy, ThrottlePolicyName } from './throttle.policies';
import { TooManyAttemptsException } from './too-many-attempts.exception';

interface PolicyLimiters {
  policy: ThrottlePolicy;
  counter: RateLimiterAbstract;
  /** For a slowing policy: one attempt per slowDownSeconds once the counter is used up. */
  slowLane?: RateLimiterAbstract;
}

/** A counted point, to give back when the attempt turns out not to count. */
interface Counted {
  limiters: PolicyLimiters;
  key: string;
  /** The attempt went through the slow lane (counted there too). */
  slowed?: boolean;
}

/** An attempt counted under its policies: say how it ended when it succeeded (a failure keeps its points). */
export class ThrottledAttempt {
  constructor(private readonly counted: readonly Counted[]) {}

  /** A policy counting failures takes its point back, or forgets every failure of the counter (forgetOnSuccess). */
  async succeeded(): Promise<void> {
    for (const { limiters, key } of this.counted) {
      const { policy, counter, slowLane } = limiters;
      if (policy.counts !== 'failures') continue;
      if (policy.forgetOnSuccess) await Promise.all([counter.delete(key), slowLane?.delete(key)]);
      else await counter.reward(key, 1);
    }
  }
}

/**
 * The API's throttles, by the policies of throttle.policies.ts. An attempt is counted BEFORE it is made (atomically:
 * a burst of parallel guesses cannot all slip in under the limit), and given back when it succeeds where only
 * failures count. Counters live in Redis in scaled mode, shared by every API process, and in memory in embedded mode.
 */
@Injectable()
export class ThrottleService implements OnApplicationShutdown {
  private readonly limiters: Record<ThrottlePolicyName, PolicyLimiters>;
  private readonly redis?: IORedis;

  constructor(@InjectConfig() config: AppConfig) {
    this.redis = config.redisUrl ? createRedisConnection(config.redisUrl, 'client') : undefined;
    const limiter = (options: IRateLimiterOptions): RateLimiterAbstract =>
      this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false }) : new RateLimiterMemory(options);
    const entries = Object.entries(THROTTLE_POLICIES).map(([name, policy]: [string, ThrottlePolicy]) => {
      const keyPrefix = `heirloom:throttle:${name}`;
      const limiters: PolicyLimiters = {
        policy,
        counter: limiter({ keyPrefix, points: policy.points * config.testThrottleFactor, duration: policy.windowSeconds }),
        slowLane: policy.slowDownSeconds ? limiter({ keyPrefix: `${keyPrefix}:slow`, points: 1, duration: policy.slowDownSeconds }) : undefined,
      };
      return [name, limiters] as const;
    });
    this.limiters = Object.fromEntries(entries) as Record<ThrottlePolicyName, PolicyLimiters>;
  }

  /**
   * Counts one attempt under each policy, in order; when one refuses, the points already counted are given back and
   * TooManyAttemptsException (429, saying when to try again) is thrown. A store failure (Redis away) is thrown as it is.
   */
  async begin(policies: readonly ThrottlePolicyName[], subject: ThrottleSubject): Promise<ThrottledAttempt> {
    const counted: Counted[] = [];
    for (const name of policies) {
      const limiters = this.limiters[name];
      const key = counterKey(limiters.policy, subject);
      const { refusal, slowed } = await this.count(limiters, key);
      // A refused attempt was counted too (rate-limiter-flexible counts, then compares): given back with the others.
      counted.push({ limiters, key, slowed });
      if (refusal) {
        await this.giveBack(counted);
        throw new TooManyAttemptsException(limiters.policy.refusal, refusal.msBeforeNext);
      }
    }
    return new ThrottledAttempt(counted);
  }

  /** One-line use where an attempt always counts: counts it, or throws 429. */
  async consume(name: ThrottlePolicyName, subject: ThrottleSubject): Promise<void> {
    await this.begin([name], subject);
  }

  /** Forgets the subject's counter under a policy (and its slow lane): a proof that ends a slow-down early. */
  async forget(name: ThrottlePolicyName, subject: ThrottleSubject): Promise<void> {
    const { policy, counter, slowLane } = this.limiters[name];
    const key = counterKey(policy, subject);
    await Promise.all([counter.delete(key), slowLane?.delete(key)]);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  /** Counts the attempt; answers the refusal (with the time to wait) when it is over the limit. */
  private async count({ counter, slowLane }: PolicyLimiters, key: string): Promise<{ refusal: RateLimiterRes | null; slowed?: boolean }> {
    const refusal = await refusalOf(counter.consume(key));
    if (!refusal || !slowLane) return { refusal };
    // A slowing policy lets one attempt a period through its slow lane once the counter is used up.
    return { refusal: await refusalOf(slowLane.consume(key)), slowed: true };
  }

  private async giveBack(counted: readonly Counted[]): Promise<void> {
    await Promise.all(
      counted.map(async ({ limiters, key, slowed }) => {
        await limiters.counter.reward(key, 1);
        if (slowed) await limiters.slowLane?.reward(key, 1);
      }),
    );
  }
}

/** rate-limiter-flexible rejects with a RateLimiterRes when the points are used up, and with an Error when its store fails. */
async function refusalOf(consumed: Promise<RateLimiterRes>): Promise<RateLimiterRes | null> {
  try {
    await consumed;
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}
