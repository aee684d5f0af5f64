import { ForbiddenException, Injectable, NestMiddleware } from '@nestjs/common';
import { InjectConfig, AppConfig } from '@heirloom/config';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Refuses state-changing requests sent by another site: the Origin (or, failing that, the Referer) must be
 * the app's own. Requests with neither header (curl, server-to-server) carry no browser cookies by accident.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  private readonly configuredOrigin?: string;

  constructor(@InjectConfig() config: AppConfig) {
    this.configuredOrigin = config.appUrl ? new URL(config.appUrl).origin : undefined;
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = originOf(request.get('origin')) ?? originOf(request.get('referer'));
    if (origin === undefined) return next();
    const own = `${request.protocol}://${request.get('host')}`;
    if (origin === own || origin === this.configuredOrigin) return next();
    throw new ForbiddenException('Requests from another site are not allowed');
  }
}
