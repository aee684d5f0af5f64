import { AppConfig } from '@heirloom/config';
import type { Request, Response } from 'express';
import { KNOWN_DEVICE_COOKIE, KnownDevices } from './known-devices';

describe(KnownDevices.name, () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2030, 0, 1);
  const devices = (overrides: Partial<AppConfig> = {}) => new KnownDevices({ sessionSecret: 'a-session-secret', cookieSecure: false, ...overrides } as AppConfig);

  /** A browser: the cookie value it holds, sent back on every request. */
  class Browser {
    cookie?: string;
    set: Array<{ value: string; options: Record<string, unknown> }> = [];

    request(secure = false): Request {
      return { headers: { cookie: this.cookie ? `heirloom.sid=s%3Aabc; ${KNOWN_DEVICE_COOKIE}=${this.cookie}` : 'heirloom.sid=s%3Aabc' }, secure } as unknown as Request;
    }

    response(): Response {
      return {
        cookie: (name: string, value: string, options: Record<string, unknown>) => {
          expect(name).toBe(KNOWN_DEVICE_COOKIE);
          this.cookie = value;
          this.set.push({ value, options });
        },
      } as unknown as Response;
    }
  }

  it('recognises a browser for the account it signed in to, and for no other', () => {
    const known = devices();
    const browser = new Browser();
    expect(known.recognises(browser.request(), 'ada@example.com', now)).toBe(false);
    known.remember(browser.request(), browser.response(), 'ada@example.com', now);
    expect(known.recognises(browser.request(), 'ada@example.com', now + DAY_MS)).toBe(true);
    expect(known.recognises(browser.request(), 'bob@example.com', now + DAY_MS)).toBe(false);
    expect(browser.set[0].options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/api/auth', maxAge: 180 * DAY_MS });
    expect(browser.cookie).not.toContain('ada');
  });

  it('forgets a browser after 180 days', () => {
    const known = devices();
    const browser = new Browser();
    known.remember(browser.request(), browser.response(), 'ada@example.com', now);
    expect(known.recognises(browser.request(), 'ada@example.com', now + 179 * DAY_MS)).toBe(true);
    expect(known.recognises(browser.request(), 'ada@example.com', now + 181 * DAY_MS)).toBe(false);
  });

  it('refuses a token altered, forged with another secret, or from the future', () => {
    const browser = new Browser();
    devices({ sessionSecret: 'another installation' }).remember(browser.request(), browser.response(), 'ada@example.com', now);
    expect(devices().recognises(browser.request(), 'ada@example.com', now)).toBe(false);

    devices().remember(browser.request(), browser.response(), 'ada@example.com', now + DAY_MS);
    expect(devices().recognises(browser.request(), 'ada@example.com', now)).toBe(false);
    const [issued, mac] = browser.cookie!.split('~')[0].split('.');
    browser.cookie = `${issued}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(devices().recognises(browser.request(), 'ada@example.com', now + DAY_MS)).toBe(false);
  });

  it('remembers up to five accounts on one browser, the newest first, one token each', () => {
    const known = devices();
    const browser = new Browser();
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`);
    for (const email of emails) known.remember(browser.request(), browser.response(), email, now);
    expect(emails.map((email) => known.recognises(browser.request(), email, now))).toEqual([false, true, true, true, true, true]);
    // Signing in again to a remembered account replaces its token: b stays.
    known.remember(browser.request(), browser.response(), 'c@example.com', now + 1000);
    expect(browser.cookie!.split('~')).toHaveLength(5);
    expect(emails.map((email) => known.recognises(browser.request(), email, now + 2000))).toEqual([false, true, true, true, true, true]);
  });

  it('sets nothing over plain HTTP when cookies are Secure, as the session cookie is not', () => {
    const known = devices({ cookieSecure: true });
    const browser = new Browser();
    known.remember(browser.request(false), browser.response(), 'ada@example.com', now);
    expect(browser.set).toEqual([]);
    known.remember(browser.request(true), browser.response(), 'ada@example.com', now);
    expect(browser.set[0].options).toMatchObject({ secure: true });
  });
});
