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
