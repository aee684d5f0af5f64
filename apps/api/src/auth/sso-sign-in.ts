import type { Request } from 'express';

/**
 * How recent a sign-in with the provider must be for an account without a password to confirm a sensitive change
 * (deleting itself, moving its address): GitHub's "sudo mode".
 */
export const REAUTH_MS = 10 * 60 * 1000;

/**
 * What the session keeps of its sign-in with the provider (set at the callback, or at the second step that follows
 * it): when, and the ID token, which RP-initiated logout hands back to the provider as `id_token_hint`. A session
 * signed in with a password has none.
 */
export interface SsoSignIn {
  at: number;
  idToken: string | null;
}

type WithSsoSignIn = { ssoSignIn?: SsoSignIn };

export function keepSsoSignIn(request: Request, signIn: SsoSignIn): void {
  (request.session as unknown as WithSsoSignIn).ssoSignIn = signIn;
}

/** The session's sign-in with the provider, or null when it signed in otherwise. */
export function ssoSignInOf(request: Request): SsoSignIn | null {
  const signIn = (request.session as unknown as WithSsoSignIn | undefined)?.ssoSignIn;
  return signIn && typeof signIn.at === 'number' ? signIn : null;
}

/**
 * Whether the session signed in with the provider within REAUTH_MS. (A time a little ahead of this process's clock is
 * another API process's: the server alone writes it.)
 */
export const hasRecentSsoSignIn = (request: Request, now = Date.now()): boolean => {
  const signIn = ssoSignInOf(request);
  return signIn !== null && now - signIn.at <= REAUTH_MS;
};
