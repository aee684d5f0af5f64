import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as familiesApi from '../../api/families';
import * as invitationsApi from '../../api/invitations';
import * as membersApi from '../../api/members';
import * as clipboard from '../../lib/clipboard';
import type { MemberResponse } from '@heirloom/contracts';
import { makeFamily, makeFamilyInvitation, makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import MembersPage from './MembersPage';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/families', () => ({ getFamily: vi.fn(), listMembers: vi.fn() }));
vi.mock('../../api/invitations', () => ({ listFamilyInvitations: vi.fn(), deleteInvitation: vi.fn(), inviteMember: vi.fn(), resendInvitation: vi.fn() }));
vi.mock('../../api/members', () => ({ updateMemberRole: vi.fn(), removeMember: vi.fn() }));
vi.mock('../../lib/clipboard', () => ({ copyText: vi.fn() }));

const members: MemberResponse[] = [
  { id: 10, role: 'admin', joined_at: '2024-01-05T10:00:00Z', user: { id: 1, name: 'Ada', email: 'ada@example.com' } },
  { id: 11, role: 'member', joined_at: '2024-02-01T10:00:00Z', user: { id: 2, name: 'Bob', email: 'bob@example.com' } },
];

const renderMembers = () => renderWithApp(<MembersPage />, { path: '/families/4/members', route: '/families/:familyId/members' });

const cy = makeFamilyInvitation({ id: 30, email: 'cy@example.com', created_at: '2024-03-01T10:00:00Z', link: 'https://photos.example.org/invitations/tok-30' });

describe('MembersPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'admin' }));
    vi.mocked(familiesApi.listMembers).mockResolvedValue(members);
    vi.mocked(invitationsApi.listFamilyInvitations).mockResolvedValue({ invitations: [cy], email_enabled: true });
  });

  it('resends an invitation from its row', async () => {
    vi.mocked(invitationsApi.resendInvitation).mockResolvedValue({ invitation: cy, email_enabled: true });
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to cy@example.com' }));
    await waitFor(() => expect(invitationsApi.resendInvitation).toHaveBeenCalledWith(30));
    expect(await screen.findByText('Invitation sent again to cy@example.com')).toBeInTheDocument();
  });

  it('without e-mail says so, and shows the link of a new invitation at once', async () => {
    vi.mocked(invitationsApi.listFamilyInvitations).mockResolvedValue({ invitations: [cy], email_enabled: false });
    const ann = makeFamilyInvitation({ id: 31, email: 'ann@example.com', link: 'https://photos.example.org/invitations/tok-31' });
    vi.mocked(invitationsApi.inviteMember).mockResolvedValue({ invitation: ann, email_enabled: false });
    renderMembers();
    expect(await screen.findByText('E-mail is not set up on this server: copy each link and send it yourself.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    fireEvent.change(await screen.findByLabelText('Email Address'), { target: { value: 'ann@example.com' } });
    const dialog = screen.getByLabelText('Email Address').closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite Member' }));
    expect(await screen.findByText('Invitation ready: send this link')).toBeInTheDocument();
    expect(screen.getByText('https://photos.example.org/invitations/tok-31')).toBeInTheDocument();
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

  it("copies an invitation's link for the admin to send", async () => {
    vi.mocked(clipboard.copyText).mockResolvedValue(true);
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the invitation link for cy@example.com' }));
    await waitFor(() => expect(clipboard.copyText).toHaveBeenCalledWith('https://photos.example.org/invitations/tok-30'));
    expect(await screen.findByText('Link copied: send it to cy@example.com')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the browser will not copy it', async () => {
    vi.mocked(clipboard.copyText).mockResolvedValue(false);
    renderMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the invitation link for cy@example.com' }));
    expect(await screen.findByText('Copy this link and send it to the person you invited:')).toBeInTheDocument();
    expect(screen.getByText('https://photos.example.org/invitations/tok-30')).toBeInTheDocument();
  });

  it('hides admin controls and the invitations from ordinary members, without asking for them', async () => {
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'member' }));
    renderMembers();
    expect(await screen.findByText('bob@example.com')).toBeInTheDocument();
    // The family (its role) and the members come from two requests: wait for both before asserting what is absent, or
    // the absence proves nothing. (A member's page asks for no invitations at all: see the last line.)
    await screen.findByText('The Smiths');
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel invitation/ })).not.toBeInTheDocument();
    // Neither "Pending Invitations" nor "No pending invitations": a member cannot know.
    expect(screen.queryByText('Pending Invitations')).not.toBeInTheDocument();
    expect(screen.queryByText('No pending invitations')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load family data')).not.toBeInTheDocument();
    expect(invitationsApi.listFamilyInvitations).not.toHaveBeenCalled();
  });
});
