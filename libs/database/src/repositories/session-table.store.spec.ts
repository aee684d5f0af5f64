import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import { Session } from '../entities';
import { openMigratedMemoryDatabase } from '../testing';
import { SessionTableStore } from './session-table.store';

describe(SessionTableStore.name, () => {
  let dataSource: DataSource;
  let store: SessionTableStore;
  const session = { cookie: { originalMaxAge: 60_000, maxAge: 60_000 }, passport: { user: 7 } } as unknown as SessionData;

  beforeEach(async () => {
    dataSource = await openMigratedMemoryDatabase();
    store = new SessionTableStore(dataSource, { cleanupLimit: 10, ttl: 60 });
  });

  afterEach(() => dataSource.destroy());

  const get = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, value) => (error ? reject(error) : resolve(value))));
  const set = (sid: string) => new Promise<void>((resolve, reject) => store.set(sid, session, (error) => (error ? reject(error) : resolve())));

  it('answers a stored session, and nothing for an unknown id', async () => {
    await set('a');
    expect(await get('a')).toEqual(session);
    expect(await get('b')).toBeUndefined();
  });

  it('answers nothing once the session has expired', async () => {
    await set('a');
    await dataSource.getRepository(Session).update({ id: 'a' }, { expiredAt: Date.now() - 1 });
    expect(await get('a')).toBeUndefined();
  });

  it('answers nothing for a destroyed session', async () => {
    await set('a');
    await new Promise<void>((resolve) => store.destroy('a', () => resolve()));
    expect(await get('a')).toBeUndefined();
  });

  it('hands a database failure to the caller', async () => {
    await dataSource.query('DROP TABLE sessions');
    // Matched on the message: better-sqlite3's SqliteError need not come from the test's own Error realm.
    await expect(get('a')).rejects.toMatchObject({ message: expect.stringMatching(/no such table/) });
  });
});
