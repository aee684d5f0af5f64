import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountApi from '../../api/account';
import { ApiError } from '../../api/http';
import * as navigation from '../../lib/navigation';
import * as authApi from '../../api/auth';
import { makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import AccountPage from './AccountPage';

vi.mock('../../api/auth', async (original) => ({
  ssoLoginUrl: (await original<typeof authApi>()).ssoLoginUrl,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
  getMe: vi.fn(),
  getSsoConfig: vi.fn(),
}));
vi.mock('../../lib/navigation', () => ({ reloadAt: vi.fn() }));
vi.mock('../../api/account', async (original) => ({
  isReauthRequired: (await original<typeof accountApi>()).isReauthRequired,
  forgotPassword: vi.fn(),
  getProfile: vi.fn(),
  listSessions: vi.fn(),
  endSession: vi.fn(),
  endOtherSessions: vi.fn(),
  setupTwoFactor: vi.fn(),
  enableTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
  updateProfile: vi.fn(),
  changePassword: vi.fn(),
  changeEmail: vi.fn(),
  deleteAccount: vi.fn(),
}));

const api = vi.mocked(accountApi);
const ada = makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' });
const device = (id: number, current: boolean, browser: string | null, os: string | null) => ({
  id,
  browser,
  os,
  ip: '127.0.0.1',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-26T10:00:00.000Z',
  current,
});

describe('AccountPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(ada);
    api.getProfile.mockResolvedValue({ user: ada, has_password: true, two_factor: { enabled: false, recovery_codes_left: 0 } });
    vi.mocked(authApi.getSsoConfig).mockResolvedValue({ enabled: true, button_text: 'Sign in with Family ID', password_sign_in: true });
    api.listSessions.mockResolvedValue([device(1, true, 'Firefox 128', 'Linux'), device(2, false, 'Safari 17', 'iOS 17.5')]);
  });

  it('shows every section, and the devices with this one marked', async () => {
    renderWithApp(<AccountPage />);
    expect(await screen.findByRole('heading', { name: 'Your Account' })).toBeInTheDocument();
    for (const title of ['Profile', 'Password', 'E-mail Address', 'Signed-in Devices', 'Two-Step Sign-In', 'Delete Account']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(await screen.findByText('Firefox 128 · Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada');
  });

  it('signs out another device', async () => {
    api.endSession.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithApp(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 · iOS 17.5' }));
    await waitFor(() => expect(api.endSession).toHaveBeenCalledWith(2));
    expect(await screen.findByText('Signed out that device')).toBeInTheDocument();
  });

  it('sets up two-step sign-in with the QR code and shows the recovery codes once', async () => {
    api.setupTwoFactor.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' });
    api.enableTwoFactor.mockResolvedValue(['aaaaa-bbbbb', 'ccccc-ddddd']);
    const user = userEvent.setup();
    renderWithApp(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Set Up' }));
    const qr = await screen.findByRole('img', { name: /Scan this QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(codes).getByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(api.enableTwoFactor).toHaveBeenCalledWith('123456');
  });

  describe('an account without a password (made by single sign-on)', () => {
    const reauthRequired = () => new ApiError(403, 'Sign in again with your single sign-on provider to confirm this', { reauth_required: true });

    beforeEach(() => {
      api.getProfile.mockResolvedValue({ user: ada, has_password: false, two_factor: { enabled: false, recovery_codes_left: 0 } });
    });

    it('deletes the account without asking for a password', async () => {
      api.deleteAccount.mockResolvedValue(undefined);
      const user = userEvent.setup();
      renderWithApp(<AccountPage />);
      await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByLabelText('Your password, to confirm')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
      await waitFor(() => expect(api.deleteAccount).toHaveBeenCalledWith(undefined));
      await waitFor(() => expect(navigation.reloadAt).toHaveBeenCalledWith('/login'));
    });

    it('offers to confirm with the provider, back to this page, when the server asks for a fresh sign-in', async () => {
      api.deleteAccount.mockRejectedValue(reauthRequired());
      const user = userEvent.setup();
      renderWithApp(<AccountPage />);
      await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
      const confirm = await within(dialog).findByRole('link', { name: /Confirm with Family ID/ });
      expect(confirm).toHaveAttribute('href', '/api/auth/oidc/login?redirect=%2Faccount');
    });

    it('asks for the new address only, then for the provider when the server says so', async () => {
      api.changeEmail.mockRejectedValue(reauthRequired());
      const user = userEvent.setup();
      renderWithApp(<AccountPage />);
      await user.type(await screen.findByLabelText('New E-mail Address'), 'new@example.com');
      expect(screen.queryByLabelText('Current Password')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
      await waitFor(() => expect(api.changeEmail).toHaveBeenCalledWith({ email: 'new@example.com' }));
      expect(await screen.findByRole('link', { name: /Confirm with Family ID/ })).toBeInTheDocument();
    });

    it('turns two-step sign-in off with a code alone, then offers the provider when the server asks', async () => {
      api.getProfile.mockResolvedValue({ user: ada, has_password: false, two_factor: { enabled: true, recovery_codes_left: 10 } });
      api.disableTwoFactor.mockRejectedValue(reauthRequired());
      const user = userEvent.setup();
      renderWithApp(<AccountPage />);
      await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByLabelText('Current Password')).toBeNull();
      await user.type(within(dialog).getByLabelText('Code or recovery code'), '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
      await waitFor(() => expect(api.disableTwoFactor).toHaveBeenCalledWith(undefined, '123456'));
      expect(await within(dialog).findByRole('link', { name: /Confirm with Family ID/ })).toBeInTheDocument();
    });

    it('offers to set a password by a mailed link where passwords may sign in', async () => {
      api.forgotPassword.mockResolvedValue(undefined);
      const user = userEvent.setup();
      renderWithApp(<AccountPage />);
      await user.click(await screen.findByRole('button', { name: 'E-mail Me a Link to Set a Password' }));
      await waitFor(() => expect(api.forgotPassword).toHaveBeenCalledWith('ada@example.com'));
      expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    });

    it('offers no password under OIDC_ONLY', async () => {
      vi.mocked(authApi.getSsoConfig).mockResolvedValue({ enabled: true, button_text: 'Sign in with Family ID', password_sign_in: false });
      renderWithApp(<AccountPage />);
      expect(await screen.findByText('You sign in with single sign-on, so your account has no password of its own.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'E-mail Me a Link to Set a Password' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    });
  });
});
