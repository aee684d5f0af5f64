import type { Request } from 'express';

/** A cookie's value in the Cookie header (express-session parses its own cookie; nothing parses the others). */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
