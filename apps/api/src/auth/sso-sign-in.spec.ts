import type { Request } from 'express';
import { hasRecentSsoSignIn, keepSsoSignIn, REAUTH_MS, ssoSignInOf } from './sso-sign-in';

const requestWith = (session: Record<string, unknown>) => ({ session }) as unknown as Request;

describe(hasRecentSsoSignIn.name, () => {
  const now = 1_800_000_000_000;

  it('accepts a sign-in with the provider at most REAUTH_MS old', () => {
    const request = requestWith({});
    keepSsoSignIn(request, { at: now - REAUTH_MS, idToken: 'a.b.c' });
    expect(hasRecentSsoSignIn(request, now)).toBe(true);
    expect(ssoSignInOf(request)).toEqual({ at: now - REAUTH_MS, idToken: 'a.b.c' });
  });

  it('takes a time a little ahead (another API process) as recent', () => {
    expect(hasRecentSsoSignIn(requestWith({ ssoSignIn: { at: now + 500, idToken: null } }), now)).toBe(true);
  });

  it('refuses an older one, and a session signed in otherwise', () => {
    expect(hasRecentSsoSignIn(requestWith({ ssoSignIn: { at: now - REAUTH_MS - 1, idToken: null } }), now)).toBe(false);
    expect(hasRecentSsoSignIn(requestWith({ ssoSignIn: { at: 'yesterday' } }), now)).toBe(false);
    expect(hasRecentSsoSignIn(requestWith({}), now)).toBe(false);
    expect(hasRecentSsoSignIn({} as Request, now)).toBe(false);
  });
});
