import { DeviceSessionsRepository, RestoreWatch } from '@heirloom/database';
import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';

/** How stale a device's "last seen" may get: a session's row is written at most this often per API process. */
export const SEEN_EVERY_MS = 60 * 1000;
/** Sessions one process remembers the last write of (a busy server forgets them all and writes once more). */
const MAX_REMEMBERED = 10_000;

/**
 * Keeps the device list (device_sessions) up to date as signed-in sessions make requests, after the session is
 * restored: the first request of a session adds its row, later ones move its "last seen" on, at most once a minute.
 * A request that signs in (a new session id by its end) records its new session once answered. A failure here is
 * logged, never the request's failure.
 */
@Injectable()
export class DeviceSightingMiddleware implements NestMiddleware {
  private readonly logger = new Logger('DeviceSessions');
  private readonly writtenAt = new Map<string, number>();

  constructor(
    private readonly devices: DeviceSessionsRepository,
    private readonly restore: RestoreWatch,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const before = request.sessionID;
    response.once('finish', () => {
      if (request.sessionID && request.sessionID !== before) void this.record(request);
    });
    await this.record(request);
    next();
  }

  private async record(request: Request): Promise<void> {
    const user = request.user as AuthUser | undefined;
    const sessionId = request.sessionID;
    if (!user || !sessionId) return;
    const now = Date.now();
    const last = this.writtenAt.get(sessionId);
    if (last !== undefined && now - last < SEEN_EVERY_MS) return;
    // A restore replaces the device list and ends every session: nothing to record, and nothing to wait for.
    if (await this.restore.active()) return;
    if (this.writtenAt.size >= MAX_REMEMBERED) this.writtenAt.clear();
    this.writtenAt.set(sessionId, now);
    try {
      const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
      await this.devices.seen({ sessionId, userId: user.id, userAgent, ip: request.ip?.slice(0, 64) ?? null, at: new Date(now) });
    } catch (error) {
      this.writtenAt.delete(sessionId);
      this.logger.warn(`Could not record a session's visit: ${(error as Error).message}`);
    }
  }
}
