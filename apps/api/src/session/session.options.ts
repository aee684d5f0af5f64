export const SESSION_COOKIE = 'heirloom.sid';
/** How long a browser-session (not "remember me") session lives on the server without a request. */
export const IDLE_SESSION_SECONDS = 24 * 60 * 60;

/** Server-side lifetime of a session: its cookie's remaining life, or the idle limit for browser-session cookies. */
export const sessionTtlSeconds = (session: { cookie?: { maxAge?: number | null } } | undefined): number => {
  const maxAge = session?.cookie?.maxAge;
  return typeof maxAge === 'number' && maxAge > 0 ? Math.ceil(maxAge / 1000) : IDLE_SESSION_SECONDS;
};
