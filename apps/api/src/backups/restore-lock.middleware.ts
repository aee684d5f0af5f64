import { Injectable, NestMiddleware, ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RestoreWatch } from '@heirloom/database';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing out stays possible: it ends a session and writes nothing the restore replaces. */
const ALWAYS_ALLOWED = /^\/api\/auth\/logout(?:\?|$)/;
/**
 * Signing in, registering and the like wait too, asked afresh rather than from the one-second answer: a session begun
 * while a restore runs would be ended by it a moment later (the restore ends every session after its commit).
 */
const SIGN_IN = /^\/api\/auth\//;

/** While a restore replaces the data, state-changing requests get 503 instead of writing into it. */
@Injectable()
export class RestoreLockMiddleware implements NestMiddleware {
  constructor(private readonly restore: RestoreWatch) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    if (SAFE_METHODS.has(request.method) || ALWAYS_ALLOWED.test(request.originalUrl)) return next();
    if (SIGN_IN.test(request.originalUrl) ? await this.restore.activeNow() : await this.restore.active()) {
      throw new ServiceUnavailableException('A backup is being restored; changes are paused until it finishes. Try again in a few minutes.');
    }
    next();
  }
}
