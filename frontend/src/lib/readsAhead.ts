/**
 * Reads asked for before the component that shows them renders (api/preloads.ts: the first screen of a page load).
 * The component's own fetch of such a read takes the request rather than asking again. Kept a short while only: a
 * read that no component came for (its screen was left before it showed) must not be handed to one minutes later;
 * and a list asked again after a change forgets its pages asked for before it.
 */

import { HeldRequests } from '../boot/heldRequests';

/** How long a read asked for ahead waits for its component: as long as an early one (boot/earlyReads.ts). */
export { READ_AHEAD_MS } from '../boot/heldRequests';

const ahead = new HeldRequests<unknown>();

const idOf = (key: readonly unknown[]): string => JSON.stringify(key);

/** Asks for a read under its cache key, ahead of the component that will fetch it. */
export function askAhead<T>(key: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  return ahead.hold(idOf(key), fetch()) as Promise<T>;
}

/** The request asked for ahead under this key, taken once; undefined when there is none. */
export function takeAhead<T>(key: readonly unknown[]): Promise<T> | undefined {
  return ahead.take(idOf(key)) as Promise<T> | undefined;
}

/** Forgets what was asked for ahead under this key and under the keys it begins (a list's pages). */
export function forgetAhead(baseKey: readonly unknown[]): void {
  const id = idOf(baseKey);
  const pagePrefix = `${id.slice(0, -1)},`;
  ahead.forget((key) => key === id || key.startsWith(pagePrefix));
}

/** Forgets everything asked for ahead (a change was made: api/http.ts). */
export function forgetEverythingAhead(): void {
  ahead.forget(() => true);
}
