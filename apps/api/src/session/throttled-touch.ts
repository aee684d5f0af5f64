import type { Store } from 'express-session';

/** How stale a session's server-side expiry may get before a request renews it. */
export const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** What express-session passes (typed without the error it is called with). */
type Done = ((error?: unknown) => void) | undefined;

/**
 * With `rolling`, express-session renews the stored expiry on every request: a row write with an fsync on SQLite.
 * This lets a session's renewal through at most once per `everyMs` per process, so a session lives its full
 * lifetime (24 hours idle, or 30 days remembered) after its last request, less at most `everyMs`. The cookie
 * itself is still renewed on every answer. Writes (`set`) and `destroy` reset the clock.
 */
export function throttleTouch<T extends Store>(store: T, everyMs = TOUCH_EVERY_MS, now: () => number = Date.now): T {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const renewedAt = new Map<string, number>();
  const forgetStale = (at: number) => {
    for (const [sid, when] of renewedAt) if (at - when >= everyMs) renewedAt.delete(sid);
  };
  let nextSweep = now() + everyMs;

  store.touch = (sid, session, callback) => {
    const at = now();
    const last = renewedAt.get(sid);
    const done = callback as Done;
    if (last !== undefined && at - last < everyMs) return done?.();
    if (at >= nextSweep) {
      forgetStale(at);
      nextSweep = at + everyMs;
    }
    renewedAt.set(sid, at);
    touch(sid, session, (error?: unknown) => {
      if (error) renewedAt.delete(sid);
      done?.(error);
    });
  };
  const set = store.set.bind(store);
  store.set = (sid, session, callback) => {
    renewedAt.set(sid, now());
    set(sid, session, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    renewedAt.delete(sid);
    destroy(sid, callback);
  };
  return store;
}

/** Leaves a session's renewal out (answering at once, without error) while `skip` says so. */
export function skipTouchWhile<T extends Store>(store: T, skip: () => Promise<boolean>): T {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  store.touch = (sid, session, callback) => {
    const done = callback as Done;
    skip().then(
      (skipped) => (skipped ? done?.() : touch(sid, session, callback)),
      (error: unknown) => done?.(error),
    );
  };
  return store;
}
