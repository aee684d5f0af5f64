import { AppConfig, InjectConfig } from '@heirloom/config';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookieValue } from '../common/http/cookie-value';

export const KNOWN_DEVICE_COOKIE = 'heirloom.device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a shared family computer). */
const MAX_ACCOUNTS = 5;

/**
 * Browsers that signed in to an account before (OWASP's "device cookies"): after a successful sign-in the browser
 * gets a signed token for that account, and from it sign-in skips the per-account slow-down (`sign-in.account`), so
 * a stranger guessing the account's password from many addresses cannot keep its owner out. The other sign-in
 * throttles still apply.
 *
 * A token is `<issued, base 36 seconds>.<HMAC of the e-mail and the issue time>`: it names no account (the e-mail is
 * only inside the MAC), proves nothing for another account, and expires after 180 days. One cookie holds the tokens
 * of up to five accounts, newest first, sent to /api/auth only.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    // A key of its own, derived from the session secret: a device token is never a valid signature of anything else.
    this.key = createHmac('sha256', config.sessionSecret).update('heirloom known-device tokens').digest();
  }

  /** Whether the request comes from a browser that signed in to this account (the e-mail, normalised) before. */
  recognises(request: Request, email: string, now = Date.now()): boolean {
    return this.tokensOf(request, now).some((token) => this.isFor(token, email));
  }

  /**
   * Remembers the browser for the account it has just signed in to. Not over plain HTTP when cookies are Secure
   * (COOKIE_SECURE): the session cookie is not sent there either.
   */
  remember(request: Request, response: Response, email: string, now = Date.now()): void {
    if (this.config.cookieSecure && !request.secure) return;
    const issued = Math.floor(now / 1000).toString(36);
    const others = this.tokensOf(request, now).filter((token) => !this.isFor(token, email));
    const tokens = [`${issued}.${this.mac(email, issued)}`, ...others].slice(0, MAX_ACCOUNTS);
    response.cookie(KNOWN_DEVICE_COOKIE, tokens.join('~'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/api/auth',
      maxAge: LIFETIME_SECONDS * 1000,
    });
  }

  /** The cookie's well-formed, unexpired tokens. */
  private tokensOf(request: Request, now: number): string[] {
    const value = cookieValue(request, KNOWN_DEVICE_COOKIE) ?? '';
    return value
      .split('~')
      .slice(0, MAX_ACCOUNTS)
      .filter((token) => {
        const match = /^([0-9a-z]{1,10})\.[A-Za-z0-9_-]{22}$/.exec(token);
        const age = match ? now / 1000 - parseInt(match[1], 36) : Infinity;
        return age >= 0 && age < LIFETIME_SECONDS;
      });
  }

  private isFor(token: string, email: string): boolean {
    const [issued, mac] = token.split('.');
    return timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(email, issued)));
  }

  /** 128 bits of HMAC-SHA256, base64url (22 characters). */
  private mac(email: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${issued}`).digest().subarray(0, 16).toString('base64url');
  }
}
