/**
 * The session of SPEC section 4: unknown and loading at start, then the user from GET /auth/me or none.
 * One SWR entry holds it, so every component sees the same user without a context.
 */
import { useCallback } from 'react';
import * as authApi from '../api/auth';
import { useCurrentUser } from '../api/hooks';
import { reloadAt } from '../lib/navigation';
import type { LoginRequest, RegisterRequest, UserResponse } from '@heirloom/contracts';

export function useAuth() {
  const { data, isLoading, mutate } = useCurrentUser();

  const setUser = useCallback(
    (user: UserResponse | null) => mutate(user, { revalidate: false }),
    [mutate],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const user = await authApi.login(credentials);
      // null: the second sign-in step is due, and nobody is signed in yet.
      if (user) await setUser(user);
      return user;
    },
    [setUser],
  );

  const register = useCallback(
    async (registration: RegisterRequest) => {
      const user = await authApi.register(registration);
      await setUser(user);
      return user;
    },
    [setUser],
  );

  /**
   * Logs out, then loads /login (or `to`) afresh so no cached answer of this user outlives the session; after single
   * sign-on, the provider's end-session page first, which ends its session too and comes back to /login.
   */
  const logout = useCallback(async (to = '/login') => {
    const providerLogout = await authApi.logout();
    reloadAt(providerLogout ?? to);
  }, []);

  return { user: data ?? null, loading: isLoading && data === undefined, login, register, logout, setUser };
}
