import type { UserResponse } from './users';

export interface RegisterRequest {
  email: string;
  /** At least 8 characters and at most 72 bytes (bcrypt's limit). */
  password: string;
  name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Keep the session for 30 days instead of until the browser closes. */
  remember?: boolean;
}

export interface VerifyEmailRequest {
  /** The token of the mailed link `/verify-email?token=…`. */
  token: string;
}

/** The largest file of each kind an upload takes (MAX_UPLOAD_MB and MAX_VIDEO_MB), in MB of 1024 × 1024 bytes. */
export interface UploadLimitsResponse {
  max_photo_mb: number;
  max_video_mb: number;
}

/** GET /auth/me: who is signed in, and what this server lets them upload (the client refuses larger files itself). */
export interface SessionResponse {
  user: UserResponse;
  upload_limits: UploadLimitsResponse;
}

/**
 * GET /auth/oidc/config (public): how the sign-in page offers single sign-on. `enabled` false: no SSO button.
 * `password_sign_in` false (OIDC_ONLY): no password form, and no registration.
 */
export interface SsoConfigResponse {
  enabled: boolean;
  /** OIDC_BUTTON_TEXT, e.g. "Sign in with SSO"; null when single sign-on is off. */
  button_text: string | null;
  password_sign_in: boolean;
}

/**
 * POST /auth/logout answers 204, or for a session signed in with single sign-on 200 with the provider's end-session
 * address (RP-initiated logout), where the client sends the browser next; it comes back to /login.
 */
export interface LogoutResponse {
  logout_url: string;
}

/** GET /auth/oidc/login's query: the page of this app to open once signed in (a path such as /invitations/…). */
export interface SsoLoginQuery {
  redirect?: string;
}

/**
 * Why single sign-on sent the browser back to /login (`/login?sso_error=<code>`; `/login?second_step=1` instead when
 * the account's two-factor step is due): the provider does not vouch for the address;
 * the attempt expired or was started elsewhere; cancelled at the provider; the provider unreachable; REGISTRATION
 * keeps the address out; the address's account is linked to another identity there; anything else.
 */
export type SsoErrorCode = 'unverified_email' | 'expired' | 'denied' | 'unavailable' | 'registration' | 'account_conflict' | 'failed';
