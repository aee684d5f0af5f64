import { DeviceSessionsRepository, RestoreWatch } from '@heirloom/database';
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { DeviceSightingMiddleware } from './device-sighting.middleware';

describe(DeviceSightingMiddleware.name, () => {
  it('records a session’s visit, but not while a restore runs (it replaces the list and ends every session)', async () => {
    const seen: string[] = [];
    const devices = { seen: async ({ sessionId }: { sessionId: string }) => void seen.push(sessionId) } as unknown as DeviceSessionsRepository;
    let restoring = true;
    const middleware = new DeviceSightingMiddleware(devices, { active: async () => restoring } as RestoreWatch);
    const visit = async (sessionId: string) => {
      const request = { user: { id: 1 }, sessionID: sessionId, headers: { 'user-agent': 'Firefox' }, ip: '::1' } as unknown as Request;
      let passed = false;
      await middleware.use(request, new EventEmitter() as unknown as Response, () => (passed = true));
      expect(passed).toBe(true);
    };
    await visit('during');
    expect(seen).toEqual([]);
    restoring = false;
    await visit('after');
    expect(seen).toEqual(['after']);
  });
});
