import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountApi from '../../api/account';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/http';
import { makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';

vi.mock('../../api/auth', async (original) => (await import('../../test/authApiMock')).authApiMock(await original()));
vi.mock('../../api/account', () => ({ secondStep: vi.fn(), forgotPassword: vi.fn() }));

const login = vi.mocked(authApi.login);
const secondStep = vi.mocked(accountApi.secondStep);

describe('Signing in with two-step sign-in', () => {
  beforeEach(() => {
    login.mockReset();
    secondStep.mockReset();
    vi.mocked(authApi.getMe).mockRejectedValue(new ApiError(401));
  });

  const signIn = async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: '/login', route: '/login', routes: [{ path: '/dashboard', element: <p>dashboard page</p> }] });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    return user;
  };

  it('offers "Forgot password?" on the sign-in page', () => {
    renderWithApp(<LoginPage />, { path: '/login', route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for the code after the password, and signs in with it', async () => {
    login.mockResolvedValue(null);
    secondStep.mockResolvedValue(makeUser({ id: 1, email: 'ada@example.com' }));
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-Step Sign In' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(secondStep).toHaveBeenCalledWith({ code: '123456' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('takes a recovery code instead, and shows a refusal', async () => {
    login.mockResolvedValue(null);
    secondStep.mockRejectedValueOnce(new ApiError(401, 'That code is not right, or was used already'));
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery Code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(secondStep).toHaveBeenCalledWith({ recovery_code: 'abcde-fghij' }));
    expect(await screen.findByText('That code is not right, or was used already')).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('says the same whatever the address: a link is on its way if an account uses it', async () => {
    vi.mocked(accountApi.forgotPassword).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email Address'), ' grandpa@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account uses grandpa@example.com/)).toBeInTheDocument();
    expect(accountApi.forgotPassword).toHaveBeenCalledWith('grandpa@example.com');
  });
});
