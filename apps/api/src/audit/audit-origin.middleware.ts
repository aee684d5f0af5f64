import { withAuditOrigin } from '@heirloom/database';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Serves each request inside its audit origin: an event recorded anywhere while it runs carries its client address. */
@Injectable()
export class AuditOriginMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    withAuditOrigin({ ip: request.ip ?? null }, next);
  }
}
