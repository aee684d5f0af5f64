import { BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Injectable, NestMiddleware, NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, Response, Router } from 'express';
import { AuthUser } from '../auth/auth-user';
import { AdminGate } from '../common/guards/admin-gate';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/**
 * Bull Board at /api/admin/queues for platform admins, in scaled mode (embedded mode has no queues: 404).
 * It runs after the session middleware, and the same admin gate as every admin route lets a request in (REQUIRE_ADMIN_2FA
 * included).
 */
@Injectable()
export class QueueDashboardMiddleware implements NestMiddleware {
  private readonly router?: Router;

  constructor(
    jobs: JobProducer,
    private readonly admins: AdminGate,
  ) {
    if (!(jobs instanceof BullMqJobProducer)) return;
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: jobs.allQueues().map((queue) => new BullMQAdapter(queue)), serverAdapter });
    this.router = serverAdapter.getRouter() as Router;
  }

  /** Nest awaits a middleware and answers what it throws through the exception filter, as for a route. */
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await this.admins.check(request.user as AuthUser | undefined);
    if (!this.router) throw new NotFoundException('The queue dashboard exists in scaled mode only (REDIS_URL)');
    // Nest matches the full path without mounting it; Bull Board's router expects paths below its base.
    request.url = request.originalUrl.slice(QUEUE_DASHBOARD_PATH.length) || '/';
    this.router(request, response, next);
  }
}
