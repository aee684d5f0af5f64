import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { THROTTLED, ThrottleInterceptor } from './throttle.interceptor';
import { ThrottlePolicyName } from './throttle.policies';

/**
 * Puts a route under a policy of throttle.policies.ts, in one line: `@Throttled('email.verify')`. Each request is
 * counted before the handler runs (429 once the points are used up); where the policy counts failures, only a 4xx
 * answer keeps its point. A service applies a policy with ThrottleService.consume() (every attempt counts) or
 * begin() and succeeded() (only failures count).
 */
export const Throttled = (policy: ThrottlePolicyName): MethodDecorator => applyDecorators(SetMetadata(THROTTLED, policy), UseInterceptors(ThrottleInterceptor));
