/** How long a request asked for ahead waits to be taken: a screen left before it showed must not be handed it minutes later. */
export const READ_AHEAD_MS = 10_000;

/**
 * Requests asked for ahead of whoever will want them, by id: each taken once, or dropped READ_AHEAD_MS after it was
 * asked for (the early reads' answers, boot/earlyReads.ts; the app's reads ahead, lib/readsAhead.ts).
 */
export class HeldRequests<T> {
  private readonly held = new Map<string, Promise<T>>();

  hold(id: string, request: Promise<T>): Promise<T> {
    this.held.set(id, request);
    setTimeout(() => {
      if (this.held.get(id) === request) this.held.delete(id);
    }, READ_AHEAD_MS);
    return request;
  }

  /** The request held under this id, taken once; undefined when there is none. */
  take(id: string): Promise<T> | undefined {
    const request = this.held.get(id);
    this.held.delete(id);
    return request;
  }

  /** Drops every request whose id `matches`. */
  forget(matches: (id: string) => boolean): void {
    for (const id of [...this.held.keys()]) if (matches(id)) this.held.delete(id);
  }
}
