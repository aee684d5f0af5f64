import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as familiesApi from '../../api/families';
import * as invitationsApi from '../../api/invitations';
import * as membersApi from '../../api/members';
import type { Member } from '../../api/types';
import { makeFamily } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import MembersPage from './MembersPage';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/families', () => ({ getFamily: vi.fn(), listMembers: vi.fn() }));
vi.mock('../../api/invitations', () => ({ listFamilyInvitations: vi.fn(), deleteInvitation: vi.fn(), inviteMember: vi.fn() }));
vi.mock('../../api/members', () => ({ updateMemberRole: vi.fn(), removeMember: vi.fn() }));

const members: Member[] = [
  { id: 10, role: 'admin', joined_at: '2024-01-05T10:00:00Z', user: { id: 1, name: 'Ada', email: 'ada@example.com' } },
  { id: 11, role: 'member', joined_at: '2024-02-01T10:00:00Z', user: { id: 2, name: 'Bob', email: 'bob@example.com' } },
];

const renderMembers = () => renderWithApp(<MembersPage />, { path: '/families/4/members', route: '/families/:familyId/members' });

describe('MembersPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue({ id: 1, name: 'Ada', email: 'ada@example.com' });
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'admin' }));
    vi.mocked(familiesApi.listMembers).mockResolvedValue(members);
    vi.mocked(invitationsApi.listFamilyInvitations).mockResolvedValue([
      { id: 30, email: 'cy@example.com', role: 'member', created_at: '2024-03-01T10:00:00Z' },
    ]);
  });

  it('lets a family admin act on others, not on themself', async () => {
    renderMembers();
    expect(await screen.findByRole('button', { name: 'Invite Member' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Actions for Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Ada' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Actions' }).length).toBeGreaterThan(0);
  });

  it('makes a member admin from the actions menu', async () => {
    vi.mocked(membersApi.updateMemberRole).mockResolvedValue({ ...members[1], role: 'admin' });
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Bob' }));
    fireEvent.click(await screen.findByText('Make Admin'));
    await waitFor(() => expect(membersApi.updateMemberRole).toHaveBeenCalledWith(11, 'admin'));
  });

  it('asks before cancelling an invitation', async () => {
    vi.mocked(invitationsApi.deleteInvitation).mockResolvedValue(undefined);
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invitation for cy@example.com' }));
    expect(await screen.findByText('Cancel the invitation for cy@example.com?')).toBeInTheDocument();
    expect(invitationsApi.deleteInvitation).not.toHaveBeenCalled();
    const dialog = screen.getByText('Cancel the invitation for cy@example.com?').closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Invitation' }));
    await waitFor(() => expect(invitationsApi.deleteInvitation).toHaveBeenCalledWith(30));
  });

  it('hides admin controls from ordinary members', async () => {
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'member' }));
    renderMembers();
    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    // The family (its role), the members and the invitations come from three requests: wait for all three before
    // asserting what is absent, or the absence proves nothing.
    await screen.findByText('The Smiths');
    await screen.findByText('cy@example.com');
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel invitation/ })).not.toBeInTheDocument();
  });
});
