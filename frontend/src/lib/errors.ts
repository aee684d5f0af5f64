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

/** The photo an upload refused as a duplicate is (409 with `existing_photo_id`), else null. */
export function existingPhotoIdOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const id = error.details.existing_photo_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
