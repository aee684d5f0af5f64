import type { Request } from 'express';
import { SigningInUser } from '../auth/auth-user';
import { applySessionLifetime } from '../auth/session-lifetime';

/** Whether the browser's session was kept for 30 days ("remember me") rather than until it closes. */
export const isRemembered = (request: Request): boolean => typeof request.session?.cookie?.originalMaxAge === 'number';

/**
 * Signs this browser in under the account's (new) session key: passport starts a session under a fresh id, so the
 * old one, and every other session of the old key, ends.
 */
export async function signInAgain(request: Request, user: SigningInUser, remember: boolean): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
  applySessionLifetime(request, remember);
}
