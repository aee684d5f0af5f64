import { vi } from 'vitest';
import type * as AuthApi from '../api/auth';

/**
 * The auth API of the sign-in page tests: every request a spy (single sign-on off unless a test says otherwise), the
 * pure helpers (ssoLoginUrl) real. `vi.mock('…/api/auth', async (original) => (await import('…/test/authApiMock'))
 * .authApiMock(await original()))`.
 */
export function authApiMock(actual: typeof AuthApi): typeof AuthApi {
  return {
    ...actual,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    getMe: vi.fn(),
    getSsoConfig: vi.fn(async () => ({ enabled: false, button_text: null, password_sign_in: true })),
  };
}
