/**
 * Where a signed-out visitor was going (an invitation link, a photo someone shared), carried through
 * /login and /register as `?redirect=` so that it survives a reload and the switch between the two.
 */
export const REDIRECT_PARAM = 'redirect';

/** Only a path of this app: an absolute URL or a protocol-relative `//host` would be an open redirect. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0];
  return path === '/login' || path === '/register' ? null : value;
}

/** `page` (e.g. /login) with the redirect target kept, if there is one. */
export function withRedirect(page: string, target: string | null): string {
  return target ? `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : page;
}

/** An invitation link is the one target the public pages explain. */
export const isInvitation = (target: string | null): boolean => target?.startsWith('/invitations/') === true;

/** Marks the sign-in page opened because a restore ended every session: it says the backup was restored. */
export const RESTORED_PARAM = 'restored';

/** Where a restore that signed this browser out leads: sign in again, then back to the backups. */
export const RESTORED_SIGN_IN = `/login?${new URLSearchParams({ [RESTORED_PARAM]: '1', [REDIRECT_PARAM]: '/admin/backups' })}`;
