/**
 * Reads asked for before the component that shows them renders (api/preloads.ts: the first screen of a page load).
 * The component's own fetch of such a read takes the request rather than asking again. Kept a short while only: a
 * read that no component came for (its screen was left before it showed) must not be handed to one minutes later;
 * and a list asked again after a change forgets its pages asked for before it.
 */

import { READ_AHEAD_MS } from '../boot/earlyReads';

/** How long a read asked for ahead waits for its component: as long as an early one (boot/earlyReads.ts). */
export { READ_AHEAD_MS };

const ahead = new Map<string, Promise<unknown>>();

const idOf = (key: readonly unknown[]): string => JSON.stringify(key);

/** Asks for a read under its cache key, ahead of the component that will fetch it. */
export function askAhead<T>(key: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  const id = idOf(key);
  const request = fetch();
  ahead.set(id, request);
  setTimeout(() => {
    if (ahead.get(id) === request) ahead.delete(id);
  }, READ_AHEAD_MS);
  return request;
}

/** The request asked for ahead under this key, taken once; undefined when there is none. */
export function takeAhead<T>(key: readonly unknown[]): Promise<T> | undefined {
  const id = idOf(key);
  const request = ahead.get(id);
  ahead.delete(id);
  return request as Promise<T> | undefined;
}

/** Forgets what was asked for ahead under this key and under the keys it begins (a list's pages). */
export function forgetAhead(baseKey: readonly unknown[]): void {
  const id = idOf(baseKey);
  const pagePrefix = `${id.slice(0, -1)},`;
  for (const key of [...ahead.keys()]) if (key === id || key.startsWith(pagePrefix)) ahead.delete(key);
}
