/** Polls until the check passes or the time is up (then fails with the last state seen). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch((error: Error) => error as unknown as T);
    if (!(value instanceof Error) && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; last seen: ${value instanceof Error ? value.message : JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
