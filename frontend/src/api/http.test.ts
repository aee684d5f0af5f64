import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http, setUnauthorizedHandler, shouldRedirectOn401 } from './http';

function respond(status: number, body?: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('shouldRedirectOn401', () => {
  it('redirects a 401 of an ordinary call on an app page', () => {
    expect(shouldRedirectOn401(401, '/families', '/dashboard')).toBe(true);
  });
  it('passes the error through on /login and /register', () => {
    expect(shouldRedirectOn401(401, '/auth/login', '/login')).toBe(false);
    expect(shouldRedirectOn401(401, '/auth/register', '/register')).toBe(false);
  });
  it("passes the error through on a share link's public page, where a 401 asks for the link's password", () => {
    expect(shouldRedirectOn401(401, '/shared/abc', '/s/abc')).toBe(false);
  });
  it('passes the error through for the current-user check', () => {
    expect(shouldRedirectOn401(401, '/auth/me', '/dashboard')).toBe(false);
  });
  it('ignores other statuses', () => {
    expect(shouldRedirectOn401(403, '/families', '/dashboard')).toBe(false);
    expect(shouldRedirectOn401(500, '/families', '/dashboard')).toBe(false);
  });
});

describe('http', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  it('sends credentials and JSON to /api', async () => {
    const fetchMock = respond(201, { family: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await http('/families', { method: 'POST', body: { name: 'A' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/families');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('redirects to /login on a 401 from an app page, and still rejects', async () => {
    window.history.pushState({}, '', '/dashboard');
    vi.stubGlobal('fetch', respond(401, { error: 'Not signed in' }));
    await expect(http('/families')).rejects.toMatchObject({ status: 401, serverMessage: 'Not signed in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller that asks so (a restore being followed)', async () => {
    window.history.pushState({}, '', '/admin/backups');
    vi.stubGlobal('fetch', respond(401, { error: 'Not signed in' }));
    await expect(http('/admin/backup/3', { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not redirect for /auth/me', async () => {
    window.history.pushState({}, '', '/dashboard');
    vi.stubGlobal('fetch', respond(401, { error: 'Not signed in' }));
    await expect(http('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register'])('does not redirect while on %s', async (page) => {
    window.history.pushState({}, '', page);
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid email or password' }));
    await expect(http('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries status and server text of other errors without redirecting', async () => {
    window.history.pushState({}, '', '/dashboard');
    vi.stubGlobal('fetch', respond(409, { error: 'Email already registered' }));
    const error = await http('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Email already registered' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves serverMessage empty when the body has no error field', async () => {
    vi.stubGlobal('fetch', respond(500, undefined));
    const error = (await http('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal('fetch', respond(204));
    await expect(http('/families/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
