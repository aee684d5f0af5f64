/**
 * The session of SPEC section 4: unknown and loading at start, then the user from GET /auth/me or none.
 * One SWR entry holds it, so every component sees the same user without a context.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import * as authApi from '../api/auth';
import { keys } from '../api/keys';
import type { User } from '../api/types';

/** Who-am-I failure means not signed in, with no message. */
const fetchMe = () => authApi.getMe().catch(() => null);

export function useAuth() {
  const { mutate } = useSWRConfig();
  const { data, isLoading } = useSWR<User | null>(keys.auth.me(), fetchMe, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const setUser = useCallback(
    (user: User | null) => mutate(keys.auth.me(), user, { revalidate: false }),
    [mutate],
  );

  const login = useCallback(
    async (credentials: authApi.Credentials) => {
      const user = await authApi.login(credentials);
      await setUser(user);
      return user;
    },
    [setUser],
  );

  const register = useCallback(
    async (registration: authApi.Registration) => {
      const user = await authApi.register(registration);
      await setUser(user);
      return user;
    },
    [setUser],
  );

  /** Logs out, then forgets every cached answer so the next user starts clean. */
  const logout = useCallback(async () => {
    await authApi.logout();
    await mutate((key) => !(Array.isArray(key) && key[0] === 'auth'), undefined, { revalidate: false });
    await setUser(null);
  }, [mutate, setUser]);

  return { user: data ?? null, loading: isLoading && data === undefined, login, register, logout };
}
