import type { Request } from 'express';
import { SigningInUser } from '../auth/auth-user';
import { SsoSignIn } from '../auth/sso-sign-in';

/** How long the second step may wait after the password. */
export const SECOND_STEP_MS = 5 * 60 * 1000;

/**
 * A sign-in whose password was right and whose second step is due: kept in the session, which holds no signed-in
 * user meanwhile (passport's field stays empty), so the session grants nothing until the step is done.
 */
export interface PendingSignIn {
  id: number;
  key: string;
  remember: boolean;
  until: number;
  /** The sign-in with the provider this step follows, kept by the session once the step is done. */
  sso?: SsoSignIn;
}

type WithPending = { pendingSignIn?: PendingSignIn };

/** Starts the second step: a fresh session (a new id) holding the pending sign-in and nothing else. */
export async function beginSecondStep(request: Request, user: SigningInUser, remember: boolean, sso?: SsoSignIn, now = Date.now()): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
  (request.session as unknown as WithPending).pendingSignIn = { id: user.id, key: user.sessionKey, remember, until: now + SECOND_STEP_MS, ...(sso ? { sso } : {}) };
}

/** The session's pending sign-in, while it is not too old. */
export function pendingSignIn(request: Request, now = Date.now()): PendingSignIn | null {
  const pending = (request.session as unknown as WithPending | undefined)?.pendingSignIn;
  return pending && pending.until > now ? pending : null;
}

export function endSecondStep(request: Request): void {
  delete (request.session as unknown as WithPending).pendingSignIn;
}
