import { BackupsRepository } from '@heirloom/database';
import { Injectable, NestMiddleware, ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in and out stays possible; everything else that writes waits for the restore. */
const ALWAYS_ALLOWED = /^\/api\/auth\//;
const CHECK_EVERY_MS = 1000;

/** While a restore replaces the data, state-changing requests get 503 instead of writing into it. */
@Injectable()
export class RestoreLockMiddleware implements NestMiddleware {
  private checkedAt = 0;
  private restoring = false;

  constructor(private readonly backups: BackupsRepository) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    if (SAFE_METHODS.has(request.method) || ALWAYS_ALLOWED.test(request.originalUrl)) return next();
    if (await this.isRestoring()) {
      throw new ServiceUnavailableException('A backup is being restored; changes are paused until it finishes. Try again in a few minutes.');
    }
    next();
  }

  private async isRestoring(): Promise<boolean> {
    if (Date.now() - this.checkedAt > CHECK_EVERY_MS) {
      this.restoring = await this.backups.isRestoring();
      this.checkedAt = Date.now();
    }
    return this.restoring;
  }
}
