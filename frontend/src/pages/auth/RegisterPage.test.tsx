import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/http';
import { renderWithApp } from '../../test/render';
import RegisterPage from './RegisterPage';
import { makeUser } from '../../test/factories';

vi.mock('../../api/auth', async (original) => (await import('../../test/authApiMock')).authApiMock(await original()));

const register = vi.mocked(authApi.register);

function submit(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  renderWithApp(<RegisterPage />, {
    path: '/register',
    route: '/register',
    routes: [{ path: '/dashboard', element: <p>dashboard page</p> }],
  });
  const set = (label: string, value?: string) =>
    value !== undefined && fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Full Name', values.name);
  set('Email Address', values.email);
  set('Password', values.password);
  set('Confirm Password', values.confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical', confirm: 'analytical' };

describe('RegisterPage', () => {
  beforeEach(() => {
    register.mockReset();
  });

  it('shows the password helper text and a link to /login', () => {
    submit({});
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login');
  });

  it("refuses passwords that don't match", async () => {
    submit({ ...valid, confirm: 'analytica1' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a password under 8 characters', async () => {
    submit({ ...valid, password: 'short12', confirm: 'short12' });
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('accepts exactly 8 characters and goes to /dashboard', async () => {
    register.mockResolvedValue(makeUser({ id: 1, email: valid.email, name: valid.name }));
    submit({ ...valid, password: '12345678', confirm: '12345678' });
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', password: '12345678' }),
    );
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('lands on the invitation it came from, and links back to sign-in with it', async () => {
    register.mockResolvedValue(makeUser({ id: 1, email: valid.email, name: valid.name }));
    renderWithApp(<RegisterPage />, {
      path: '/register?redirect=%2Finvitations%2Ftok3n',
      route: '/register',
      routes: [{ path: '/invitations/:token', element: <p>invitation page</p> }],
    });
    expect(screen.getByText(/Create your account with the e-mail address the invitation was sent to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login?redirect=%2Finvitations%2Ftok3n');
    for (const [label, value] of [['Full Name', valid.name], ['Email Address', valid.email], ['Password', valid.password], ['Confirm Password', valid.confirm]]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('invitation page')).toBeInTheDocument();
  });

  it("shows the server's text, else 'Registration failed'", async () => {
    register.mockRejectedValueOnce(new ApiError(409, 'Email already registered'));
    submit(valid);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();

    register.mockRejectedValueOnce(new ApiError(500));
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Account' })[0]);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('shows why a server that is invite-only or closed refuses the account, and stays on the page', async () => {
    const refusal = 'New accounts are by invitation only: ask a family admin to invite your e-mail address, then register with that address';
    register.mockRejectedValueOnce(new ApiError(403, refusal));
    submit(valid);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
