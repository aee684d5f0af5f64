/**
 * The session of SPEC section 4: unknown and loading at start, then the user from GET /auth/me or none.
 * One SWR entry holds it, so every component sees the same user without a context.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import * as authApi from '../api/auth';
import { keys } from '../api/keys';
import { reloadAt } from '../lib/navigation';
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

  /** Logs out, then loads /login afresh so no cached answer of this user outlives the session. */
  const logout = useCallback(async () => {
    await authApi.logout();
    reloadAt('/login');
  }, []);

  return { user: data ?? null, loading: isLoading && data === undefined, login, register, logout };
}
