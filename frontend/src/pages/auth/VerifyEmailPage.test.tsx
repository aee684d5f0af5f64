import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/http';
import { renderWithApp } from '../../test/render';
import VerifyEmailPage from './VerifyEmailPage';
import { makeUser } from '../../test/factories';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn(), verifyEmail: vi.fn() }));

const verifyEmail = vi.mocked(authApi.verifyEmail);
const getMe = vi.mocked(authApi.getMe);
const TOKEN = 'A'.repeat(43);

const renderPage = (path = `/verify-email?token=${TOKEN}`) =>
  renderWithApp(<VerifyEmailPage />, {
    path,
    route: '/verify-email',
    routes: [
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });

describe('VerifyEmailPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    getMe.mockRejectedValue(new ApiError(401));
  });

  it('verifies the token of the link once, then offers sign-in to a signed-out visitor', async () => {
    verifyEmail.mockResolvedValue(makeUser({ id: 2, name: 'Bob', email: 'bob@example.com', email_verified: true }));
    renderPage();
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(screen.getByText(/bob@example.com is confirmed/)).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('takes a signed-in account to its dashboard, its user fetched afresh', async () => {
    getMe.mockResolvedValueOnce(makeUser({ id: 2, name: 'Bob', email: 'bob@example.com', email_verified: false }));
    getMe.mockResolvedValue(makeUser({ id: 2, name: 'Bob', email: 'bob@example.com', email_verified: true }));
    verifyEmail.mockResolvedValue(makeUser({ id: 2, name: 'Bob', email: 'bob@example.com', email_verified: true }));
    renderPage();
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    await waitFor(() => expect(getMe.mock.calls.length).toBeGreaterThanOrEqual(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it.each([
    [410, 'This verification link has already been used'],
    [410, 'This verification link has expired: ask for a new one from your dashboard'],
    [404, 'This verification link is not valid: ask for a new one from your dashboard'],
  ])("says why a link does not work (%i), in the server's words", async (status, text) => {
    verifyEmail.mockRejectedValue(new ApiError(status, text));
    renderPage();
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    renderPage('/verify-email');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();
  });
});
