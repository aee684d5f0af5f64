import type { Request } from 'express';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** `remember: true` keeps the cookie 30 days; otherwise it is a browser-session cookie. */
export function applySessionLifetime(request: Request, remember: boolean): void {
  if (remember) request.session.cookie.maxAge = REMEMBER_ME_MS;
  else request.session.cookie.expires = undefined;
}
