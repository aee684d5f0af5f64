import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { AuthUser } from '../auth/auth-user';
import { ThrottleSubject } from './throttle-subject';
import { ThrottlePolicyName } from './throttle.policies';
import { ThrottleService } from './throttle.service';

/** The metadata @Throttled puts on a route: its policy's name. */
export const THROTTLED = 'heirloom:throttled';

/** What a request is counted against: its client address, the e-mail its body names, its signed-in user. */
export function subjectOf(request: Request): ThrottleSubject {
  const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
  return { address: request.ip, email: typeof email === 'string' ? email : undefined, userId: (request.user as AuthUser | undefined)?.id };
}

/** A 4xx answer other than the throttle's own 429: the guess (a token, an e-mail) did not work. */
const isFailedGuess = (error: unknown): boolean =>
  error instanceof HttpException && error.getStatus() >= 400 && error.getStatus() < 500 && error.getStatus() !== HttpStatus.TOO_MANY_REQUESTS;

/**
 * Counts every request of the route under its policy before the handler (and its pipes) run, refusing with 429 once
 * the policy's points are used up. Runs after the guards: a request refused by them (401) is not counted.
 */
@Injectable()
export class ThrottleInterceptor implements NestInterceptor {
  constructor(
    private readonly throttles: ThrottleService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const policy = this.reflector.get<ThrottlePolicyName>(THROTTLED, context.getHandler());
    const attempt = await this.throttles.begin([policy], subjectOf(context.switchToHttp().getRequest<Request>()));
    return next.handle().pipe(
      // Where only failures count, anything but a failed guess (a success, a server error) gives the point back.
      catchError((error: unknown) => from(isFailedGuess(error) ? Promise.resolve() : attempt.succeeded()).pipe(mergeMap(() => throwError(() => error)))),
      mergeMap(async (value: unknown) => {
        await attempt.succeeded();
        return value;
      }),
    );
  }
}
