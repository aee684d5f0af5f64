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
 * With APP_URL set, the app's own origin is APP_URL's and nothing else: the Host a request names is the
 * attacker's to choose under DNS rebinding (trusted-host.ts refuses such a Host before this runs, and this holds
 * even if a proxy in front rewrote it). Without APP_URL, it is the origin the request was sent to.
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
    const own = this.configuredOrigin ?? `${request.protocol}://${request.get('host')}`;
    if (origin === own) return next();
    throw new ForbiddenException('Requests from another site are not allowed');
  }
}
