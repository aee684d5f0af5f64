import { ApiError } from '../api/http';
import { auth } from '../messages';

/** The server's `error` text when there is one ('server text' in SPEC section 8), else the default. */
export function serverTextOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Login: server text, else 'Login failed'; an exception (no HTTP answer) shows 'An unexpected error occurred'. */
export function loginErrorText(error: unknown): string {
  return error instanceof ApiError ? serverTextOr(error, auth.loginFailed) : auth.unexpectedError;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
