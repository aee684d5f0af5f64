import { createHmac, timingSafeEqual } from 'node:crypto';

/** The e-mail kinds a person turns off with one click from the e-mail itself. */
export const UNSUBSCRIBE_KINDS = ['mentions', 'comments', 'digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const sign = (secret: string, payload: string): string => createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

/**
 * A token that turns one kind of e-mail off for one person without signing in (RFC 8058 one-click): their id and the
 * kind, signed with the server's secret, so nobody can make one for someone else.
 */
export function unsubscribeToken(secret: string, userId: number, kind: UnsubscribeKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Who and what a token turns off, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^(\d{1,10})\.(mentions|comments|digest)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match;
  const expected = Buffer.from(sign(secret, `${id}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(id), kind: kind as UnsubscribeKind };
}
