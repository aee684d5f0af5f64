import { ApiError, get, http, post, put } from './http';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  DeviceSessionsResponse,
  ProfileResponse,
  RecoveryCodesResponse,
  SecondStepRequest,
  TwoFactorSetupResponse,
  UserResponse,
} from '@heirloom/contracts';

/** Mails a reset link when an account has the address; the answer is the same either way. */
export const forgotPassword = (email: string) => post<void>('/auth/password/forgot', { email });
/** Sets the new password with the mailed token; answers the account, signed in in this browser. */
export const resetPassword = (token: string, password: string) => post<{ user: UserResponse }>('/auth/password/reset', { token, password }).then((r) => r.user);
/** Moves the account to the address the link was mailed to. */
export const confirmEmailChange = (token: string) => post<{ user: UserResponse }>('/auth/email/confirm', { token }).then((r) => r.user);
/** The second sign-in step: a code of the authenticator app, or a recovery code; a wrong one is a 401 to show, not a sign-out. */
export const secondStep = (body: SecondStepRequest) =>
  http<{ user: UserResponse }>('/auth/login/2fa', { method: 'POST', body, redirectOn401: false }).then((r) => r.user);

export const getProfile = () => get<ProfileResponse>('/me');
export const updateProfile = (name: string) => put<{ user: UserResponse }>('/me', { name }).then((r) => r.user);
export const changePassword = (body: ChangePasswordRequest) => put<void>('/me/password', body);
export const changeEmail = (body: ChangeEmailRequest) => put<void>('/me/email', body);
/** The password confirms it; an account without one (single sign-on) sends none and needs a recent sign-in instead. */
export const deleteAccount = (password?: string) => http<void>('/me', { method: 'DELETE', body: password === undefined ? {} : ({ password } satisfies DeleteAccountRequest) });
/** The 403 of DELETE /me, PUT /me/email or POST /me/2fa/disable asking an account without a password to sign in with its provider again. */
export const isReauthRequired = (error: unknown): boolean => error instanceof ApiError && error.details.reauth_required === true;

export const listSessions = () => get<DeviceSessionsResponse>('/me/sessions').then((r) => r.sessions);
export const endSession = (id: number) => http<void>(`/me/sessions/${id}`, { method: 'DELETE' });
export const endOtherSessions = () => http<void>('/me/sessions', { method: 'DELETE' });

export const setupTwoFactor = () => post<TwoFactorSetupResponse>('/me/2fa/setup');
export const enableTwoFactor = (code: string) => post<RecoveryCodesResponse>('/me/2fa/enable', { code }).then((r) => r.recovery_codes);
export const disableTwoFactor = (password: string | undefined, code: string) => post<void>('/me/2fa/disable', password === undefined ? { code } : { password, code });
