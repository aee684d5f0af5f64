import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import * as invitationsApi from '../../api/invitations';
import * as authApi from '../../api/auth';
import * as reload from '../../lib/navigation';
import type { PendingInvitationResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../test/render';
import AcceptInvitationPage from './AcceptInvitationPage';
import { makePendingInvitation } from '../../test/factories';

vi.mock('../../api/invitations', () => ({ getInvitationByToken: vi.fn(), acceptInvitation: vi.fn(), deleteInvitation: vi.fn() }));
vi.mock('../../api/families', () => ({ listFamilies: vi.fn().mockResolvedValue([]) }));
vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/navigation', () => ({ reloadAt: vi.fn() }));

const invitations = vi.mocked(invitationsApi);

const invite: PendingInvitationResponse = makePendingInvitation({
  id: 11,
  token: 'tok-11',
  family: { id: 8, name: 'The Joneses' },
  invited_by: { id: 2, name: 'Bob' },
  expires_at: '2030-01-05T00:00:00Z',
});

const renderPage = (token = 'tok-11') =>
  renderWithApp(<AcceptInvitationPage />, {
    path: `/invitations/${token}`,
    route: '/invitations/:token',
    routes: [
      { path: '/families/:id', element: <p>family page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
  });

describe('AcceptInvitationPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    invitations.getInvitationByToken.mockResolvedValue(invite);
  });

  it('shows the invitation of the token in the URL, accepts it with that token and opens the family', async () => {
    invitations.acceptInvitation.mockResolvedValue(8);
    const { router } = renderPage();
    expect(await screen.findByText('You have been invited to join The Joneses')).toBeInTheDocument();
    expect(invitations.getInvitationByToken).toHaveBeenCalledWith('tok-11');
    expect(screen.getByText('Invited by Bob as a member')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('family page')).toBeInTheDocument();
    expect(invitations.acceptInvitation).toHaveBeenCalledWith('tok-11');
    expect(router.state.location.pathname).toBe('/families/8');
  });

  it('still offers Accept when the server will not describe the token (the same refusal comes with Accept)', async () => {
    invitations.getInvitationByToken.mockRejectedValue(new ApiError(404, 'Invitation not found'));
    invitations.acceptInvitation.mockResolvedValue(9);
    const { router } = renderPage('other');
    expect(await screen.findByText('You have been invited to join a family')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/families/9'));
  });

  it.each([
    [403, 'This invitation was sent to a different email address'],
  ])('offers to sign out and switch account when the link is for another address (%i), back to this link', async (status, serverText) => {
    invitations.getInvitationByToken.mockRejectedValue(new ApiError(status, serverText));
    vi.mocked(authApi.logout).mockResolvedValue(null);
    renderPage();
    expect(await screen.findByText('This invitation was sent to another e-mail address than the one you are signed in with.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    await waitFor(() => expect(vi.mocked(reload.reloadAt)).toHaveBeenCalledWith('/login?redirect=%2Finvitations%2Ftok-11'));
  });

  it.each([
    [404, 'Invitation not found'],
    [410, 'This invitation has expired: ask for a new one'],
  ])('shows the server text of a %i answer and stays on the page', async (status, serverText) => {
    invitations.acceptInvitation.mockRejectedValue(new ApiError(status, serverText));
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverText);
    expect(router.state.location.pathname).toBe('/invitations/tok-11');
  });

  it('falls back to the default text without server text', async () => {
    invitations.acceptInvitation.mockRejectedValue(new ApiError(500, ''));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept invitation');
  });
});
