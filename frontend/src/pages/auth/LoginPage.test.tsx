import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import * as authApi from '../../api/auth';
import { RESTORED_SIGN_IN } from '../../lib/redirect';
import { renderWithApp } from '../../test/render';
import LoginPage from './LoginPage';
import { makeUser } from '../../test/factories';

vi.mock('../../api/auth', async (original) => (await import('../../test/authApiMock')).authApiMock(await original()));

const login = vi.mocked(authApi.login);

function renderLogin(path = '/login') {
  return renderWithApp(<LoginPage />, {
    path,
    route: '/login',
    routes: [
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/invitations/:token', element: <p>invitation page</p> },
    ],
  });
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    login.mockReset();
  });

  it('shows the fields and the link to /register', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: /sign up/i })).toHaveAttribute('href', '/register');
  });

  it('requires email and password', async () => {
    renderLogin();
    await fill('', '');
    // Each field shows its error when its own validation settles: wait for both.
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with remember and goes to /dashboard', async () => {
    login.mockResolvedValue(makeUser({ id: 1, email: 'ada@example.com', name: 'Ada' }));
    renderLogin();
    fireEvent.click(screen.getByLabelText('Remember me'));
    await fill('ada@example.com', 'secret123');
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret123', remember: true }),
    );
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('goes on to the ?redirect= target and carries it to the register link', async () => {
    login.mockResolvedValue(makeUser({ id: 1, email: 'ada@example.com', name: 'Ada' }));
    renderLogin('/login?redirect=%2Finvitations%2Ftok3n');
    expect(screen.getByText('Sign in or create an account to accept your family invitation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign up/i })).toHaveAttribute('href', '/register?redirect=%2Finvitations%2Ftok3n');
    await fill('ada@example.com', 'secret123');
    expect(await screen.findByText('invitation page')).toBeInTheDocument();
  });

  it('says the backup was restored when a restore signed this browser out, and goes back to the backups', async () => {
    login.mockResolvedValue(makeUser({ id: 1, email: 'ada@example.com', name: 'Ada' }));
    renderWithApp(<LoginPage />, {
      path: RESTORED_SIGN_IN,
      route: '/login',
      routes: [{ path: '/admin/backups', element: <p>backups page</p> }],
    });
    expect(screen.getByText('Backup restored successfully')).toBeInTheDocument();
    expect(screen.getByText(/A restore signs everyone out/)).toBeInTheDocument();
    await fill('ada@example.com', 'secret123');
    expect(await screen.findByText('backups page')).toBeInTheDocument();
  });

  it('says nothing of a restore otherwise', () => {
    renderLogin();
    expect(screen.queryByText('Backup restored successfully')).not.toBeInTheDocument();
  });

  it('ignores a redirect to another site', async () => {
    login.mockResolvedValue(makeUser({ id: 1, email: 'ada@example.com', name: 'Ada' }));
    renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: /sign up/i })).toHaveAttribute('href', '/register');
    await fill('ada@example.com', 'secret123');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    login.mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    renderLogin();
    await fill('ada@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("falls back to 'Login failed' without server text", async () => {
    login.mockRejectedValue(new ApiError(500));
    renderLogin();
    await fill('ada@example.com', 'secret123');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("shows 'An unexpected error occurred' for an exception", async () => {
    login.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await fill('ada@example.com', 'secret123');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
