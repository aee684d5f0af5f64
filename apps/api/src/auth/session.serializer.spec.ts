import { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { SessionSerializer } from './session.serializer';

describe(SessionSerializer.name, () => {
  const user: AuthUser = { id: 7, email: 'a@example.com', name: 'A', isAdmin: false, createdAt: new Date(0), lastSeenAt: null, emailVerifiedAt: null };
  let asked: unknown[];
  let serializer: SessionSerializer;

  beforeEach(() => {
    asked = [];
    const auth = { resolveSessionUser: async (principal: unknown) => (asked.push(principal), user) } as unknown as AuthService;
    serializer = new SessionSerializer(auth);
  });

  afterEach(() => serializer.onApplicationShutdown());

  const deserialize = (stored: unknown) => new Promise<unknown>((resolve, reject) => serializer.deserializeUser(stored, (error, value) => (error ? reject(error) : resolve(value))));

  it('stores the user id and the session key of the account signing in', () => {
    let stored: unknown;
    serializer.serializeUser({ ...user, sessionKey: 'k'.repeat(22) }, (_error, value) => (stored = value));
    expect(stored).toEqual({ id: 7, key: 'k'.repeat(22) });
  });

  it('resolves a stored id and key through the account', async () => {
    expect(await deserialize({ id: 7, key: 'abc' })).toBe(user);
    expect(asked).toEqual([{ id: 7, key: 'abc' }]);
  });

  it.each([
    ['a bare user id (a session from before session keys)', 7],
    ['an id as text', '7'],
    ['no key', { id: 7 }],
    ['an empty key', { id: 7, key: '' }],
    ['a key that is not text', { id: 7, key: 1 }],
    ['an id that is not an integer', { id: 7.5, key: 'abc' }],
    ['nothing', null],
  ])('ends a session holding %s without asking the database', async (_label, stored) => {
    expect(await deserialize(stored)).toBe(false);
    expect(asked).toEqual([]);
  });
});
