import type { UserResponse } from './users';

/** POST /auth/password/forgot: answers 202 whatever the address. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /auth/password/reset: the token of the mailed link and the new password; answers `{user}`, signed in. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** PUT /me */
export interface UpdateProfileRequest {
  name: string;
}

/**
 * DELETE /me: the password confirms it. An account without a password (made by single sign-on) leaves it out and
 * confirms by a sign-in with the provider at most 10 minutes old; otherwise 403 with `reauth_required: true`.
 */
export interface DeleteAccountRequest {
  password?: string;
}

/** PUT /me/password: every other session ends. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** PUT /me/email: a confirmation link goes to the new address (202). Confirmed as DELETE /me is. */
export interface ChangeEmailRequest {
  email: string;
  current_password?: string;
}

/** The extra field of the 403 that asks an account without a password to sign in with its provider again. */
export interface ReauthRequiredError {
  error: string;
  reauth_required: true;
}

/** POST /auth/email/confirm: the token of the link mailed to the new address. */
export interface ConfirmEmailRequest {
  token: string;
}

/** PUT /me, POST /auth/password/reset, POST /auth/email/confirm */
export interface AccountResponse {
  user: UserResponse;
}

/** GET /me: the account, and its two-factor sign-in. */
export interface ProfileResponse extends AccountResponse {
  /** False for an account made by single sign-on that has set no password: it confirms changes with its provider. */
  has_password: boolean;
  two_factor: TwoFactorStatusResponse;
}

/** One signed-in browser of the account (GET /me/sessions). */
export interface DeviceSessionResponse {
  id: number;
  /** Read from the user agent ("Firefox 128"), or null when it says nothing known. */
  browser: string | null;
  /** Read from the user agent ("Android 14"), or null. */
  os: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

export interface DeviceSessionsResponse {
  sessions: DeviceSessionResponse[];
}

/** GET /me also answers whether two-factor sign-in is on, and how many recovery codes are left. */
export interface TwoFactorStatusResponse {
  enabled: boolean;
  recovery_codes_left: number;
}

/** POST /me/2fa/setup: the new secret, as text, as an otpauth:// address, and as a QR code (SVG). */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** POST /me/2fa/enable: the first code of the authenticator app. */
export interface EnableTwoFactorRequest {
  code: string;
}

/** Shown once: ten single-use codes for when the phone is away. */
export interface RecoveryCodesResponse {
  recovery_codes: string[];
}

/** POST /me/2fa/disable */
export interface DisableTwoFactorRequest {
  /** Left out by an account without a password, which confirms by a recent sign-in with its provider instead. */
  password?: string;
  code: string;
}

/** POST /auth/login/2fa: a code of the authenticator app, or one of the recovery codes. */
export interface SecondStepRequest {
  code?: string;
  recovery_code?: string;
}

/** POST /auth/login when the account has two-factor sign-in: the second step is due, nothing is granted yet. */
export interface TwoFactorRequiredResponse {
  two_factor_required: true;
}
