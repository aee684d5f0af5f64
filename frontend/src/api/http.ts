/**
 * The one HTTP helper: base path /api, credentials included, JSON in and out, `{error}` parsed into an
 * ApiError, and the 401 rule of SPEC.md section 4 applied in one place.
 */

import { API_BASE, query } from '../boot/paths';
import { forgetEarlyReads, takeEarlyRead } from '../boot/earlyReads';
import { reloadAt } from '../lib/navigation';
import { forgetEverythingAhead } from '../lib/readsAhead';

export { query };

export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` text, when the response carried one. */
  readonly serverMessage?: string;
  /** The other fields of the `{error, ...}` answer (a duplicate upload's `existing_photo_id`). */
  readonly details: Record<string, unknown>;

  constructor(status: number, serverMessage?: string, details: Record<string, unknown> = {}) {
    super(serverMessage || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.details = details;
  }
}

type UnauthorizedHandler = () => void;

// A full page load of /login: the session is gone, and so must be every cached answer.
let onUnauthorized: UnauthorizedHandler = () => reloadAt('/login');

/** Tests install a spy. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const PAGES_WITHOUT_REDIRECT = ['/login', '/register'];

/** A share link's public page (`/s/{token}`): a 401 there asks for the link's password, never a sign-in. */
const SHARED_PAGE = /^\/s\//;

/** SPEC section 4: any 401 sends the browser to /login, except on the public pages and for /auth/me. */
export function shouldRedirectOn401(status: number, requestPath: string, currentPath: string): boolean {
  if (status !== 401) return false;
  if (PAGES_WITHOUT_REDIRECT.includes(currentPath) || SHARED_PAGE.test(currentPath)) return false;
  return !requestPath.includes('/auth/me');
}

/** Applies the 401 rule; callers still receive the error afterwards. */
export function handleUnauthorized(status: number, requestPath: string): void {
  if (shouldRedirectOn401(status, requestPath, window.location.pathname)) onUnauthorized();
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** The fields of an error answer beside `error`. */
export function errorDetailsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { error: _error, ...details } = body as Record<string, unknown>;
  return details;
}

export function parseErrorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 is only the caller's to handle (one that means something else than "sign in"). */
  redirectOn401?: boolean;
}

export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const send = () =>
    fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  if (method !== 'GET') forgetReadsAskedAhead();
  // A read of the page load's first screen may have been asked for before this code came (boot/earlyReads.ts).
  const early = method === 'GET' ? takeEarlyRead(apiUrl(path)) : undefined;
  const response = await (early ? early.catch(send) : send());
  const data = await readBody(response);
  if (!response.ok) {
    if (redirectOn401) handleUnauthorized(response.status, path);
    throw new ApiError(response.status, parseErrorText(data), errorDetailsOf(data));
  }
  return data as T;
}

/**
 * A change (any request but a GET, an upload too) forgets the answers asked for ahead of their readers, early
 * (boot/earlyReads.ts) or ahead (lib/readsAhead.ts): one not taken yet holds what was there before the change, and
 * would be handed to the next read of its address, the one after the change. (A photo's page whose first read had
 * gone out twice was handed the photo from before a tag, about one load in ten in the browser tests.)
 */
export function forgetReadsAskedAhead(): void {
  forgetEarlyReads();
  forgetEverythingAhead();
}

export const get = <T>(path: string, signal?: AbortSignal) => http<T>(path, { signal });
export const post = <T>(path: string, body?: unknown) => http<T>(path, { method: 'POST', body });
export const put = <T>(path: string, body?: unknown) => http<T>(path, { method: 'PUT', body });
export const patch = <T>(path: string, body?: unknown) => http<T>(path, { method: 'PATCH', body });
export const del = <T = void>(path: string) => http<T>(path, { method: 'DELETE' });
