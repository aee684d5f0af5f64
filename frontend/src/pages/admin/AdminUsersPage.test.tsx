import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminApi from '../../api/admin';
import * as authApi from '../../api/auth';
import { ApiError } from '../../api/http';
import type { AdminUserResponse } from '@heirloom/contracts';
import { findDialog, renderWithApp } from '../../test/render';
import AdminUsersPage from './AdminUsersPage';
import { makeAdminUser, makeUser } from '../../test/factories';

vi.mock('../../api/admin', () => ({
  listAdminUsers: vi.fn(),
  getAdminUser: vi.fn(),
  updateAdminUser: vi.fn(),
  deleteAdminUser: vi.fn(),
}));
vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));

const listAdminUsers = vi.mocked(adminApi.listAdminUsers);
const updateAdminUser = vi.mocked(adminApi.updateAdminUser);
const deleteAdminUser = vi.mocked(adminApi.deleteAdminUser);

const me: AdminUserResponse = makeAdminUser({ id: 1, name: 'Ada Admin', email: 'ada@example.com', is_admin: true, email_verified: true, family_count: 2, photo_count: 40, created_at: '2024-01-05T09:00:00Z' });
const bob: AdminUserResponse = makeAdminUser({ id: 2, name: 'Bob User', email: 'bob@example.com', is_admin: false, email_verified: false, family_count: 1, photo_count: 3, created_at: '2023-11-20T09:00:00Z' });

async function renderPage() {
  renderWithApp(<AdminUsersPage />);
  return within(await screen.findByRole('table'));
}

/*
 * The users table is large for jsdom: a role query with a name computes the accessible name of every element on each
 * call, which a loaded machine can stretch past the test timeout. Rows, headers and buttons are found by their text
 * and labels instead (the buttons' aria-label is their accessible name).
 */
const rowOf = (name: string) => screen.getByText(name, { selector: 'td, td *' }).closest('tr') as HTMLElement;
const button = (label: string) => screen.getByLabelText(label, { selector: 'button' });

describe('AdminUsersPage', () => {
  beforeEach(() => {
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada Admin', email: 'ada@example.com', is_admin: true }));
    listAdminUsers.mockReset();
    listAdminUsers.mockResolvedValue({ users: [me, bob], total: 2 });
    updateAdminUser.mockReset();
    deleteAdminUser.mockReset();
  });

  it('lists 20 users a page by default with the columns of the spec', async () => {
    const table = await renderPage();
    expect(listAdminUsers).toHaveBeenCalledWith(1, 20, '');
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Email', 'Role', 'Families', 'Photos', 'Joined', 'Actions']));
    expect(await screen.findByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(rowOf('Ada Admin')).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf('Bob User')).getByText('User')).toBeInTheDocument();
  });

  // Text and label queries: role queries over the whole table take seconds each under jsdom.
  const rowNamed = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('shows whose address is verified, and marks an unverified one verified', async () => {
    updateAdminUser.mockResolvedValue({ ...bob, email_verified: true });
    await renderPage();
    await screen.findByText('Bob User');
    expect(within(rowNamed('Ada Admin')).getByText('Verified')).toBeInTheDocument();
    expect(within(rowNamed('Bob User')).getByText('Unverified')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mark the e-mail address of Ada Admin verified')).not.toBeInTheDocument();
    listAdminUsers.mockResolvedValue({ users: [me, { ...bob, email_verified: true }], total: 2 });
    fireEvent.click(screen.getByLabelText('Mark the e-mail address of Bob User verified'));
    await waitFor(() => expect(updateAdminUser).toHaveBeenCalledWith(2, { email_verified: true }));
    expect(await screen.findByText('The e-mail address of Bob User is marked verified')).toBeInTheDocument();
    await waitFor(() => expect(within(rowNamed('Bob User')).getByText('Verified')).toBeInTheDocument());
  });

  it("says why marking verified failed, in the server's words", async () => {
    updateAdminUser.mockRejectedValueOnce(new ApiError(404, 'User not found'));
    await renderPage();
    fireEvent.click(await screen.findByLabelText('Mark the e-mail address of Bob User verified'));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('offers page sizes 10, 20 and 50', async () => {
    await renderPage();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /page size/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['10 / page', '20 / page', '50 / page']));
  });

  it('searches by name or email', async () => {
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('Search by name or email...'), { target: { value: ' bob ' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(listAdminUsers).toHaveBeenLastCalledWith(1, 20, 'bob'));
  });

  it('disables deleting oneself but not others', async () => {
    await renderPage();
    await screen.findByText('Bob User');
    await waitFor(() => expect(button('Delete Ada Admin')).toBeDisabled());
    expect(button('Delete Bob User')).toBeEnabled();
  });

  it('does not let an admin remove their own admin flag', async () => {
    await renderPage();
    await screen.findByText('Bob User');
    await waitFor(() => expect(button('Delete Ada Admin')).toBeDisabled());
    fireEvent.click(button('Edit Ada Admin'));
    const dialog = await findDialog('Edit User');
    expect(within(dialog).getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot remove admin privileges from yourself')).toBeInTheDocument();
  });

  it("lets an admin change another user's flag and name", async () => {
    updateAdminUser.mockResolvedValue({ ...bob, is_admin: true });
    await renderPage();
    fireEvent.click(await screen.findByLabelText('Edit Bob User', { selector: 'button' }));
    const dialog = await findDialog('Edit User');
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Administrator' });
    expect(checkbox).toBeEnabled();
    expect(within(dialog).queryByText('You cannot remove admin privileges from yourself')).not.toBeInTheDocument();
    fireEvent.click(checkbox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateAdminUser).toHaveBeenCalledWith(2, { name: 'Bob User', is_admin: true }));
  });

  it("confirms deletion and shows the server's text on failure", async () => {
    deleteAdminUser.mockRejectedValueOnce(new ApiError(409, 'User owns families'));
    await renderPage();
    fireEvent.click(await screen.findByLabelText('Delete Bob User', { selector: 'button' }));
    const dialog = await findDialog('Delete User');
    expect(within(dialog).getByText(/photos, stories and comments will be permanently deleted/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('User owns families')).toBeInTheDocument();

    deleteAdminUser.mockRejectedValueOnce(new ApiError(500));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete user')).toBeInTheDocument();
  });
});
