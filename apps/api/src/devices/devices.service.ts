import type { DeviceSessionResponse } from '@heirloom/contracts';
import { DeviceSession, DeviceSessionsRepository, UsersRepository } from '@heirloom/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { SessionData, Store } from 'express-session';
import { AuthUser, SessionPrincipal } from '../auth/auth-user';
import { SessionStoreProvider } from '../session/session-store.provider';
import { describeUserAgent } from './user-agent';

type StoredSession = SessionData & { passport?: { user?: Partial<SessionPrincipal> } };

const toDeviceResponse = (device: DeviceSession, currentSessionId: string): DeviceSessionResponse => ({
  id: device.id,
  ...describeUserAgent(device.userAgent),
  ip: device.ip,
  created_at: device.createdAt.toISOString(),
  last_seen_at: device.lastSeenAt.toISOString(),
  current: device.sessionId === currentSessionId,
});

/**
 * The signed-in browsers of one's account (issue 17). The sessions stay where express-session keeps them (the
 * `sessions` table embedded, Redis scaled, shared by every API process); device_sessions lists them. Ending one
 * destroys it in that store, so it is over at its next request on any API process. The list shows only sessions
 * the store still has for this account under its current session key: a row whose session ended otherwise
 * (expired, signed out, a password change) is dropped as it is found.
 */
@Injectable()
export class DevicesService {
  private readonly store: Store;

  constructor(
    private readonly devices: DeviceSessionsRepository,
    private readonly users: UsersRepository,
    sessions: SessionStoreProvider,
  ) {
    this.store = sessions.store;
  }

  async list(user: AuthUser, currentSessionId: string): Promise<DeviceSessionResponse[]> {
    const [rows, key] = await Promise.all([this.devices.listOf(user.id), this.users.getSessionKey(user.id)]);
    const live: DeviceSession[] = [];
    const ended: number[] = [];
    for (const row of rows) {
      const principal = (await this.sessionOf(row.sessionId))?.passport?.user;
      if (principal?.id === user.id && principal.key === key) live.push(row);
      else ended.push(row.id);
    }
    await this.devices.remove(ended);
    return live.map((row) => toDeviceResponse(row, currentSessionId));
  }

  /** Ends one of the account's sessions; answers whether it was the one asking. */
  async end(user: AuthUser, id: number, currentSessionId: string): Promise<boolean> {
    const device = await this.devices.getOwned(id, user.id);
    if (!device) throw new NotFoundException('No such signed-in device');
    await this.destroy(device.sessionId);
    await this.devices.remove([device.id]);
    return device.sessionId === currentSessionId;
  }

  /**
   * Ends the listed sessions of the account other than this one, and gives the account a new session key, which
   * ends any session no list knows of yet; answers the key, for this browser to sign in again under.
   */
  async endOthers(user: AuthUser, currentSessionId: string): Promise<string> {
    for (const device of await this.devices.listOf(user.id)) {
      if (device.sessionId !== currentSessionId) await this.destroy(device.sessionId);
    }
    await this.devices.removeAllBut(user.id, currentSessionId);
    return this.users.rotateSessionKey(user.id);
  }

  /** This browser signed in again under a new session id (a password change): its device goes on, as it was. */
  async continued(fromSessionId: string, toSessionId: string): Promise<void> {
    await this.devices.moveSession(fromSessionId, toSessionId);
  }

  private sessionOf(sessionId: string): Promise<StoredSession | null> {
    return new Promise((resolve, reject) => this.store.get(sessionId, (error, session) => (error ? reject(error) : resolve((session as StoredSession) ?? null))));
  }

  private destroy(sessionId: string): Promise<void> {
    return new Promise((resolve, reject) => this.store.destroy(sessionId, (error) => (error ? reject(error) : resolve())));
  }
}
