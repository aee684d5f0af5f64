import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from './api/auth';
import { firstScreen, preloadFirstScreen } from './firstScreen';
import { makeUser } from './test/factories';

vi.mock('./api/auth', () => ({ getSession: vi.fn(), getMe: vi.fn(), getUploadLimits: vi.fn() }));
const getSession = vi.mocked(authApi.getSession);

const shellCode = vi.fn(() => Promise.resolve());
const shellReads = vi.fn();
const pageCode = vi.fn(() => Promise.resolve());
const pageReads = vi.fn();

/** A shell with a page, as the app's table has them. */
const routes: RouteObject[] = [
  { path: '/login', element: null },
  { path: '/', handle: firstScreen(shellCode, shellReads), children: [{ path: 'families/:familyId', handle: firstScreen(pageCode, pageReads) }] },
];

const start = (pathname: string, search = '') => preloadFirstScreen(routes, { pathname, search });

describe('preloadFirstScreen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("asks for the code of each route of the address, and once someone is signed in, for their screens' reads", async () => {
    getSession.mockResolvedValue({ user: makeUser(), upload_limits: { max_photo_mb: 50, max_video_mb: 500 } });
    await start('/families/12', '?decade=1980');
    expect(shellCode).toHaveBeenCalledTimes(1);
    expect(pageCode).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pageReads).toHaveBeenCalledTimes(1));
    expect(pageReads.mock.calls[0][0]).toEqual({ familyId: '12' });
    expect((pageReads.mock.calls[0][1] as URLSearchParams).get('decade')).toBe('1980');
    expect(shellReads).toHaveBeenCalledTimes(1);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('asks for no reads when nobody is signed in (sign-in comes first)', async () => {
    getSession.mockRejectedValue(new Error('401'));
    await start('/families/13');
    await waitFor(() => expect(getSession).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pageCode).toHaveBeenCalledTimes(1);
    expect(pageReads).not.toHaveBeenCalled();
    expect(shellReads).not.toHaveBeenCalled();
  });

  it('asks for nothing on an address without a first screen', async () => {
    await start('/login');
    expect(getSession).not.toHaveBeenCalled();
    expect(shellCode).not.toHaveBeenCalled();
  });
});
