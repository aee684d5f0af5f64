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

/** DELETE /me: the password confirms it. */
export interface DeleteAccountRequest {
  password: string;
}

/** PUT /me/password: every other session ends. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** PUT /me/email: a confirmation link goes to the new address (202). */
export interface ChangeEmailRequest {
  email: string;
  current_password: string;
}

/** POST /auth/email/confirm: the token of the link mailed to the new address. */
export interface ConfirmEmailRequest {
  token: string;
}

/** GET /me, PUT /me, POST /auth/password/reset, POST /auth/email/confirm */
export interface AccountResponse {
  user: UserResponse;
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
