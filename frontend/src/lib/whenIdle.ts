/**
 * Runs `work` once the browser has nothing more pressing (the first screen drawn), or after `timeoutMs` at the latest;
 * answers a function that cancels it. Where the browser has no idle callbacks (Safari, jsdom), a short timer.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
