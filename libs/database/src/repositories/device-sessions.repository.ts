import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { DeviceSession } from '../entities';

/** How a session looks as it makes a request. */
export interface DeviceSighting {
  sessionId: string;
  userId: number;
  userAgent: string | null;
  ip: string | null;
  at: Date;
}

/** The most devices one account lists; beyond it the least recently seen are left out. */
export const MAX_LISTED_DEVICES = 100;

/** The device list (device_sessions): one row per signed-in session, keyed by the session's id. */
@Injectable()
export class DeviceSessionsRepository {
  constructor(@InjectRepository(DeviceSession) private readonly devices: Repository<DeviceSession>) {}

  /**
   * Records that the session made a request: its last-seen time, user agent and address; the first sighting adds
   * the row. A row of another account under the same session id (a browser that signed in as someone else) is
   * replaced.
   */
  async seen({ sessionId, userId, userAgent, ip, at }: DeviceSighting): Promise<void> {
    const updated = await this.devices.update({ sessionId, userId }, { lastSeenAt: at, userAgent, ip });
    if (updated.affected) return;
    await this.devices.delete({ sessionId });
    // Two first requests of a session at once: the second insert meets the first's row, which says the same.
    await this.devices.createQueryBuilder().insert().values({ sessionId, userId, userAgent, ip, lastSeenAt: at, createdAt: at }).orIgnore().updateEntity(false).execute();
  }

  /** The account's devices, most recently seen first. */
  listOf(userId: number): Promise<DeviceSession[]> {
    return this.devices.find({ where: { userId }, order: { lastSeenAt: 'DESC', id: 'DESC' }, take: MAX_LISTED_DEVICES });
  }

  /** The device of this account with this id, or null (another account's device is none of its business). */
  getOwned(id: number, userId: number): Promise<DeviceSession | null> {
    return this.devices.findOneBy({ id, userId });
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.devices.delete({ id: In(ids) });
  }

  async removeSession(sessionId: string): Promise<void> {
    await this.devices.delete({ sessionId });
  }

  /** Every device of the account but the session named (the one asking), whose sessions have ended. */
  async removeAllBut(userId: number, sessionId: string): Promise<void> {
    await this.devices.delete({ userId, sessionId: Not(sessionId) });
  }

  /** The device goes on under a new session id (this browser signed in again): the same row, the same device. */
  async moveSession(fromSessionId: string, toSessionId: string): Promise<void> {
    if (fromSessionId !== toSessionId) await this.devices.update({ sessionId: fromSessionId }, { sessionId: toSessionId });
  }
}
