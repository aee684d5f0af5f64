import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountApi from '../../api/account';
import * as authApi from '../../api/auth';
import { makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import AccountPage from './AccountPage';

vi.mock('../../api/auth', () => ({ login: vi.fn(), register: vi.fn(), logout: vi.fn(), getMe: vi.fn() }));
vi.mock('../../api/account', () => ({
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
    api.getProfile.mockResolvedValue({ user: ada, two_factor: { enabled: false, recovery_codes_left: 0 } });
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
});
