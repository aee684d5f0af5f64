import { freePort } from '../support/ports';
import { eventually } from '../support/eventually';
import { createUser, PASSWORD, TestUser } from '../support/factories';
import { API_ENTRY, NodeProcess } from '../support/node-process';
import { TestApp } from '../support/test-app';
import { TEST_MODE } from '../support/test-environment';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DeviceSession } from '@heirloom/database';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  id: number;
  browser: string | null;
  os: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

describe('Devices: /me/sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Another browser of the account, signed in with a user agent of its own. */
  const browser = async (user: TestUser, userAgent = FIREFOX_LINUX) => {
    const agent = app.agent().set('User-Agent', userAgent);
    await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    return agent;
  };
  const devicesOf = async (agent: TestUser['agent']): Promise<Device[]> => (await agent.get('/api/me/sessions').expect(200)).body.sessions;
  /** The list once it shows `count` devices (a sign-in records its session as it is answered). */
  const listed = (agent: TestUser['agent'], count: number) => eventually(() => devicesOf(agent), (devices) => devices.length === count, 10_000, `${count} devices`);

  it('lists every signed-in browser: browser and system from the user agent, address, times, which is this one', async () => {
    const user = await createUser(app);
    const phone = await browser(user, SAFARI_IPHONE);
    const laptop = await browser(user, FIREFOX_LINUX);
    const devices = await listed(laptop, 3);
    const mine = devices.find((device) => device.current)!;
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    expect(mine).toEqual({
      id: expect.any(Number),
      browser: 'Firefox 128',
      os: 'Linux',
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      current: true,
    });
    // The registering client sent a user agent that names no browser.
    expect(devices.map((device) => `${device.browser} on ${device.os}`).sort()).toEqual(['Firefox 128 on Linux', 'Safari 17 on iOS 17.5', 'null on null']);
    expect(new Date(mine.last_seen_at).getTime()).toBeGreaterThanOrEqual(new Date(mine.created_at).getTime());
    // The phone sees the same devices, itself as the current one.
    const fromPhone = await devicesOf(phone);
    expect(fromPhone.find((device) => device.current)).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5' });
    expect(fromPhone.map((device) => device.id).sort()).toEqual(devices.map((device) => device.id).sort());
    await app.request().get('/api/me/sessions').expect(401);
  });

  it('ends one session (the lost phone), which is out at once; another account cannot end it (404)', async () => {
    const user = await createUser(app);
    const phone = await browser(user, SAFARI_IPHONE);
    const devices = await listed(user.agent, 2);
    const phoneDevice = devices.find((device) => !device.current)!;
    const stranger = await createUser(app);
    expect((await stranger.agent.delete(`/api/me/sessions/${phoneDevice.id}`).expect(404)).body).toEqual({ error: 'No such signed-in device' });
    await phone.get('/api/auth/me').expect(200);

    const ended = await user.agent.delete(`/api/me/sessions/${phoneDevice.id}`).expect(200);
    expect(ended.text).toBe('');
    await phone.get('/api/auth/me').expect(401);
    await user.agent.get('/api/auth/me').expect(200);
    expect((await devicesOf(user.agent)).map((device) => device.current)).toEqual([true]);
    await user.agent.delete(`/api/me/sessions/${phoneDevice.id}`).expect(404);
  });

  it('ends every other session, those it lists and those it does not, and keeps this one with its device', async () => {
    const user = await createUser(app);
    const others = [await browser(user), await browser(user, SAFARI_IPHONE)];
    const before = await listed(user.agent, 3);
    const current = before.find((device) => device.current)!;
    // One session the list does not know (as one from before the list, that made no request since).
    await app.app.get(DataSource).getRepository(DeviceSession).delete({ id: before.find((device) => !device.current)!.id });
    await user.agent.delete('/api/me/sessions').expect(200);
    for (const other of others) await other.get('/api/auth/me').expect(401);
    await user.agent.get('/api/auth/me').expect(200);
    const after = await devicesOf(user.agent);
    expect(after).toEqual([expect.objectContaining({ id: current.id, current: true, created_at: current.created_at })]);
  });

  it('ending this browser its own session signs it out', async () => {
    const user = await createUser(app);
    const [mine] = await listed(user.agent, 1);
    await user.agent.delete(`/api/me/sessions/${mine.id}`).expect(200);
    await user.agent.get('/api/auth/me').expect(401);
  });

  it('drops the sessions a password change ended, and a signed-out one', async () => {
    const user = await createUser(app);
    const phone = await browser(user, SAFARI_IPHONE);
    const laptop = await browser(user);
    await listed(user.agent, 3);
    await laptop.post('/api/auth/logout').expect(204);
    await listed(user.agent, 2);
    await user.agent.put('/api/me/password').send({ current_password: PASSWORD, new_password: 'a different secret' }).expect(200);
    await phone.get('/api/auth/me').expect(401);
    expect(await devicesOf(user.agent)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 400 for an id that is no id', async () => {
    const user = await createUser(app);
    await user.agent.delete('/api/me/sessions/abc').expect(400);
  });

  (TEST_MODE === 'scaled' ? describe : describe.skip)('with several API processes (scaled)', () => {
    let other: NodeProcess | undefined;

    afterAll(async () => {
      await other?.stop();
    });

    it('lists a session of another API process, and ends it there: it is out at its next request', async () => {
      const port = await freePort();
      other = NodeProcess.spawn(API_ENTRY, [], { ...app.environment.env, PORT: String(port) });
      await other.waitFor(/Heirloom API listening on port/, 60_000);
      const user = await createUser(app);
      const elsewhere = request.agent(`http://127.0.0.1:${port}`).set('User-Agent', SAFARI_IPHONE);
      await elsewhere.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
      await elsewhere.get('/api/auth/me').expect(200);
      const device = (await listed(user.agent, 2)).find((d) => !d.current)!;
      expect(device).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5' });
      // The other process has just served the session (its store's renewal is throttled there, too).
      await elsewhere.get('/api/me/sessions').expect(200);
      await user.agent.delete(`/api/me/sessions/${device.id}`).expect(200);
      await elsewhere.get('/api/auth/me').expect(401);
      await elsewhere.get('/api/me/sessions').expect(401);
    });
  });
});
