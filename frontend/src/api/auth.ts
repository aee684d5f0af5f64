import { paths } from '../boot/paths';
import { get, post } from './http';
import type { LoginRequest, LogoutResponse, RegisterRequest, SessionResponse, SsoConfigResponse, SsoLoginQuery, UserResponse, VerifyEmailRequest } from '@heirloom/contracts';

/** The account, or null when the account's second sign-in step (two-factor) is due: nothing is granted until it. */
export const login = (body: LoginRequest) =>
  post<{ user: UserResponse } | { two_factor_required: true }>('/auth/login', body).then((r) => ('user' in r ? r.user : null));
export const register = (body: RegisterRequest) => post<{ user: UserResponse }>('/auth/register', body).then((r) => r.user);
/** The provider's end-session address when the session signed in with single sign-on (and it has one), else null. */
export const logout = () => post<LogoutResponse | undefined>('/auth/logout').then((r) => r?.logout_url ?? null);
/** The session: who is signed in, and the upload limits. */
export const getSession = () => get<SessionResponse>(paths.session);
export const getMe = () => getSession().then((r) => r.user);
/** The largest photo and video this server takes (MAX_UPLOAD_MB, MAX_VIDEO_MB), from the session's answer. */
export const getUploadLimits = () => getSession().then((r) => r.upload_limits);
/** Verifies the address a mailed link was sent to; answers that account (signed in or not). */
export const verifyEmail = (token: string) => post<{ user: UserResponse }>('/auth/email/verify', { token } satisfies VerifyEmailRequest).then((r) => r.user);
/** Mails the signed-in account a new verification link (409 when already verified). */
export const resendVerification = () => post<void>('/auth/email/resend');
/** How the sign-in page offers single sign-on (OIDC), read before anyone is signed in. */
export const getSsoConfig = () => get<SsoConfigResponse>('/auth/oidc/config');
/**
 * Where the single sign-on button leads: a full page load of the API's redirect to the provider (not a fetch), which
 * comes back to `target` (or /dashboard) once signed in.
 */
export const ssoLoginUrl = (target: string | null) =>
  `/api/auth/oidc/login${target ? `?${new URLSearchParams({ redirect: target } satisfies SsoLoginQuery)}` : ''}`;
