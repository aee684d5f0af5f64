import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SsoConfigResponse } from '@heirloom/contracts';
import * as accountApi from '../../api/account';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/http';
import { makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

vi.mock('../../api/auth', async (original) => (await import('../../test/authApiMock')).authApiMock(await original()));
vi.mock('../../api/account', () => ({ secondStep: vi.fn() }));

const SSO: SsoConfigResponse = { enabled: true, button_text: 'Sign in with Family ID', password_sign_in: true };
const SSO_ONLY: SsoConfigResponse = { ...SSO, password_sign_in: false };

const renderPage = (page: 'login' | 'register', path: string) =>
  renderWithApp(page === 'login' ? <LoginPage /> : <RegisterPage />, {
    path,
    route: `/${page}`,
    routes: [{ path: '/invitations/:token', element: <p>invitation page</p> }],
  });

describe('Single sign-on on the sign-in page', () => {
  beforeEach(() => {
    vi.mocked(authApi.getSsoConfig).mockReset();
    vi.mocked(authApi.getMe).mockRejectedValue(new ApiError(401));
  });

  it('offers the button, leading to the provider through the API with the redirect target, above the password form', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO);
    renderPage('login', '/login?redirect=%2Finvitations%2Ftok3n');
    const button = await screen.findByRole('link', { name: /Sign in with Family ID/ });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/login?redirect=%2Finvitations%2Ftok3n');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign up/i })).toBeInTheDocument();
  });

  it('shows no button when single sign-on is off', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue({ enabled: false, button_text: null, password_sign_in: true });
    renderPage('login', '/login');
    await waitFor(() => expect(authApi.getSsoConfig).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps the password form when the settings cannot be read', async () => {
    vi.mocked(authApi.getSsoConfig).mockRejectedValue(new ApiError(503, 'Down for a moment'));
    renderPage('login', '/login');
    await waitFor(() => expect(authApi.getSsoConfig).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('hides the password form, the reset link and registration under OIDC_ONLY', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO_ONLY);
    renderPage('login', '/login');
    expect(await screen.findByRole('link', { name: /Sign in with Family ID/ })).toHaveAttribute('href', '/api/auth/oidc/login');
    expect(screen.getByText('This server signs everyone in through single sign-on.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Forgot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign up/i })).not.toBeInTheDocument();
  });

  it('says why single sign-on came back without signing in', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO);
    renderPage('login', '/login?sso_error=unverified_email');
    expect(await screen.findByText('Single sign-on did not sign you in')).toBeInTheDocument();
    expect(screen.getByText(/has not confirmed that your e-mail address is yours/)).toBeInTheDocument();
  });

  it('reads an unknown error code as a plain failure', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO);
    renderPage('login', '/login?sso_error=%3Cscript%3E');
    expect(await screen.findByText(/Single sign-on could not be completed/)).toBeInTheDocument();
  });

  it('asks for the second step when single sign-on came back with one due, then goes where the browser was going', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO);
    vi.mocked(accountApi.secondStep).mockResolvedValue(makeUser({ id: 7 }));
    renderPage('login', '/login?second_step=1&redirect=%2Finvitations%2Ftok3n');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(accountApi.secondStep).toHaveBeenCalledWith({ code: '123456' }));
    expect(await screen.findByText('invitation page')).toBeInTheDocument();
  });
});

describe('Single sign-on on the registration page', () => {
  it('offers the button above the form, and only the button under OIDC_ONLY', async () => {
    vi.mocked(authApi.getSsoConfig).mockResolvedValue(SSO_ONLY);
    renderPage('register', '/register');
    expect(await screen.findByRole('link', { name: /Sign in with Family ID/ })).toBeInTheDocument();
    expect(screen.getByText('Accounts on this server are made by signing in with single sign-on.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });
});
