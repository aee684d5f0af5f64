import { MemoryStore } from 'express-session';
import { skipTouchWhile, throttleTouch } from './throttled-touch';

describe(throttleTouch.name, () => {
  const session = { cookie: { originalMaxAge: 1000, maxAge: 1000 } } as never;
  let clock: number;
  let touches: string[];
  let store: MemoryStore;

  beforeEach(() => {
    clock = 0;
    touches = [];
    store = new MemoryStore();
    store.touch = (sid, _session, callback) => {
      touches.push(sid);
      callback?.();
    };
    throttleTouch(store, 60_000, () => clock);
  });

  const touch = (sid: string) => new Promise<void>((resolve) => store.touch(sid, session, resolve));

  it('renews a session at most once per interval, each session on its own clock', async () => {
    await touch('a');
    clock = 59_999;
    await touch('a');
    await touch('b');
    clock = 60_000;
    await touch('a');
    expect(touches).toEqual(['a', 'b', 'a']);
  });

  it('counts a write as a renewal, and forgets a destroyed session', async () => {
    await new Promise<void>((resolve) => store.set('a', session, () => resolve()));
    await touch('a');
    expect(touches).toEqual([]);
    await new Promise<void>((resolve) => store.destroy('a', () => resolve()));
    await touch('a');
    expect(touches).toEqual(['a']);
  });

  it('lets the next request retry when a renewal failed', async () => {
    let fail = true;
    store.touch = throttleTouch(
      Object.assign(new MemoryStore(), {
        touch: (sid: string, _s: unknown, callback?: (error?: unknown) => void) => {
          touches.push(sid);
          callback?.(fail ? new Error('disk full') : undefined);
        },
      }),
      60_000,
      () => clock,
    ).touch;
    await expect(new Promise((resolve, reject) => store.touch('a', session, ((error?: unknown) => (error ? reject(error) : resolve(undefined))) as () => void))).rejects.toThrow('disk full');
    fail = false;
    await touch('a');
    expect(touches).toEqual(['a', 'a']);
  });
});

describe(skipTouchWhile.name, () => {
  const session = { cookie: { originalMaxAge: 1000, maxAge: 1000 } } as never;

  it('leaves renewals out while told to, answering at once; passes them on otherwise; a failed question is the renewal’s error', async () => {
    const touches: string[] = [];
    const store = new MemoryStore();
    store.touch = (sid, _session, callback) => {
      touches.push(sid);
      callback?.();
    };
    let answer: boolean | Error = true;
    skipTouchWhile(store, async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const touch = (sid: string) => new Promise<unknown>((resolve) => store.touch(sid, session, (error?: unknown) => resolve(error)));
    expect(await touch('a')).toBeUndefined();
    expect(touches).toEqual([]);
    answer = false;
    expect(await touch('a')).toBeUndefined();
    expect(touches).toEqual(['a']);
    answer = new Error('database away');
    expect(await touch('b')).toEqual(new Error('database away'));
    expect(touches).toEqual(['a']);
  });
});
