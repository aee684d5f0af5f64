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
