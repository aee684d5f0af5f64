import { BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ForbiddenException, Injectable, NestMiddleware, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response, Router } from 'express';
import { AuthUser } from '../auth/auth-user';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/**
 * Bull Board at /api/admin/queues for platform admins, in scaled mode (embedded mode has no queues: 404).
 * It runs after the session middleware, so the same session and admin rule apply as for every admin route.
 */
@Injectable()
export class QueueDashboardMiddleware implements NestMiddleware {
  private readonly router?: Router;

  constructor(jobs: JobProducer) {
    if (!(jobs instanceof BullMqJobProducer)) return;
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: jobs.allQueues().map((queue) => new BullMQAdapter(queue)), serverAdapter });
    this.router = serverAdapter.getRouter() as Router;
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const user = request.user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('You need to sign in first');
    if (!user.isAdmin) throw new ForbiddenException('This needs platform administrator rights');
    if (!this.router) throw new NotFoundException('The queue dashboard exists in scaled mode only (REDIS_URL)');
    // Nest matches the full path without mounting it; Bull Board's router expects paths below its base.
    request.url = request.originalUrl.slice(QUEUE_DASHBOARD_PATH.length) || '/';
    this.router(request, response, next);
  }
}
