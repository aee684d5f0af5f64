import { AppConfig, InjectConfig } from '@heirloom/config';
import { ShareLink } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookieValue } from '../common/http/cookie-value';

export const SHARE_UNLOCK_COOKIE = 'heirloom.share';
/** An unlocked link stays open in that browser this long (and never past the browser session). */
const LIFETIME_SECONDS = 12 * 60 * 60;

/** The API path of a link: its cookie is sent there only, so unlocking one link opens no other. */
export const sharedPath = (token: string): string => `/api/shared/${token}`;

/**
 * Proof that a browser gave a link's password: a cookie `<issued, base 36 seconds>.<HMAC of the link and the issue
 * time>`, scoped to that link's path. The HMAC covers the link's id and its password hash, so it proves nothing for
 * another link, nor for this one should its password change.
 */
@Injectable()
export class ShareUnlocks {
  private readonly key: Buffer;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('heirloom share-link unlocks').digest();
  }

  grant(response: Response, link: ShareLink, token: string, now = Date.now()): void {
    const issued = Math.floor(now / 1000).toString(36);
    response.cookie(SHARE_UNLOCK_COOKIE, `${issued}.${this.mac(link, issued)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: sharedPath(token),
    });
  }

  holds(request: Request, link: ShareLink, now = Date.now()): boolean {
    const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(cookieValue(request, SHARE_UNLOCK_COOKIE) ?? '');
    if (!match) return false;
    const age = now / 1000 - parseInt(match[1], 36);
    if (age < 0 || age >= LIFETIME_SECONDS) return false;
    return timingSafeEqual(Buffer.from(match[2]), Buffer.from(this.mac(link, match[1])));
  }

  /** 128 bits of HMAC-SHA256, base64url (22 characters). */
  private mac(link: ShareLink, issued: string): string {
    return createHmac('sha256', this.key).update(`${link.id}\n${link.passwordHash ?? ''}\n${issued}`).digest().subarray(0, 16).toString('base64url');
  }
}
