import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../api/auth';
import { ApiError } from '../api/http';
import { renderWithApp } from '../test/render';
import { RequireAuth } from './RequireAuth';
import { makeUser } from '../test/factories';

vi.mock('../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
const getMe = vi.mocked(authApi.getMe);

const renderGuarded = () =>
  renderWithApp(
    <RequireAuth>
      <p>secret page</p>
    </RequireAuth>,
    { path: '/dashboard', route: '/dashboard', routes: [{ path: '/login', element: <p>login page</p> }] },
  );

describe('RequireAuth', () => {
  beforeEach(() => {
    getMe.mockReset();
  });

  it('shows a spinner while the current user loads', () => {
    getMe.mockReturnValue(new Promise(() => undefined));
    renderGuarded();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('sends a signed-out user to /login', async () => {
    getMe.mockRejectedValue(new ApiError(401, 'Not signed in'));
    renderGuarded();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('keeps the page a signed-out visitor asked for in ?redirect=', async () => {
    getMe.mockRejectedValue(new ApiError(401, 'Not signed in'));
    const { router } = renderWithApp(
      <RequireAuth>
        <p>secret page</p>
      </RequireAuth>,
      { path: '/invitations/tok3n', route: '/invitations/:token', routes: [{ path: '/login', element: <p>login page</p> }] },
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Finvitations%2Ftok3n');
  });

  it('shows the page to a signed-in user', async () => {
    getMe.mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    renderGuarded();
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });
});
