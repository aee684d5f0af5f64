import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as navigation from '../../lib/navigation';
import { renderWithApp } from '../../test/render';
import { UserMenu } from './UserMenu';
import { makeUser } from '../../test/factories';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/navigation', () => ({ reloadAt: vi.fn() }));

describe('UserMenu', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'ada', email: 'ada@example.com' }));
  });

  async function openMenu() {
    renderWithApp(<UserMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('A');
    fireEvent.click(button);
  }

  it('shows the e-mail (disabled) first, then Account, then Logout', async () => {
    await openMenu();
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('ada@example.com');
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveTextContent('Account');
    expect(items[2]).toHaveTextContent('Logout');
  });

  it('logs out, then goes to /login', async () => {
    vi.mocked(authApi.logout).mockResolvedValue(null);
    await openMenu();
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(navigation.reloadAt).toHaveBeenCalledWith('/login'));
    expect(authApi.logout).toHaveBeenCalled();
  });

  it("goes to the provider's end-session page after a session signed in with single sign-on", async () => {
    const providerLogout = 'https://id.example.com/session/end?id_token_hint=x&client_id=heirloom';
    vi.mocked(authApi.logout).mockResolvedValue(providerLogout);
    await openMenu();
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(navigation.reloadAt).toHaveBeenCalledWith(providerLogout));
  });

  it("shows 'Logout failed' when the call fails", async () => {
    vi.mocked(authApi.logout).mockRejectedValue(new Error('down'));
    await openMenu();
    fireEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(navigation.reloadAt).not.toHaveBeenCalled();
  });
});
