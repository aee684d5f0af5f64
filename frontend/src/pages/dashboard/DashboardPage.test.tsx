import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as familiesApi from '../../api/families';
import { ApiError } from '../../api/http';
import * as invitationsApi from '../../api/invitations';
import * as timelineApi from '../../api/timeline';
import type { FamilyResponse, PendingInvitationResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../test/render';
import DashboardPage from './DashboardPage';
import { makeFamily, makeMemoryYear, makeOnThisDayPage, makePendingInvitation, makePhotos, makeUser } from '../../test/factories';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn(), resendVerification: vi.fn() }));
vi.mock('../../api/families', () => ({ listFamilies: vi.fn(), createFamily: vi.fn() }));
vi.mock('../../api/invitations', () => ({ listPendingInvitations: vi.fn(), acceptInvitation: vi.fn(), deleteInvitation: vi.fn() }));
vi.mock('../../api/timeline', () => ({ getOnThisDay: vi.fn() }));

const families = vi.mocked(familiesApi);
const invitations = vi.mocked(invitationsApi);
const timeline = vi.mocked(timelineApi);

const smiths: FamilyResponse = makeFamily({ role: 'admin' });
const invite: PendingInvitationResponse = makePendingInvitation({
  id: 11,
  token: 'tok-11',
  family: { id: 8, name: 'The Joneses' },
  invited_by: { id: 2, name: 'Bob' },
  expires_at: '2030-01-01T00:00:00Z',
});

const renderDashboard = () =>
  renderWithApp(<DashboardPage />, {
    path: '/dashboard',
    route: '/dashboard',
    routes: [
      { path: '/families/:id', element: <p>family page</p> },
      { path: '/on-this-day', element: <p>memories page</p> },
    ],
  });

describe('DashboardPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    families.listFamilies.mockResolvedValue([smiths]);
    invitations.listPendingInvitations.mockResolvedValue([]);
    timeline.getOnThisDay.mockResolvedValue(makeOnThisDayPage([]));
  });

  it('shows family cards with name, description, role chip and joined date', async () => {
    renderDashboard();
    const card = await screen.findByRole('link', { name: 'The Smiths' });
    expect(card).toHaveAttribute('href', '/families/4');
    expect(card).toHaveTextContent('Sunday lunches');
    expect(card).toHaveTextContent('admin');
    expect(card).toHaveTextContent('Joined Jan 5, 2024');
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it("offers 'Create Your First Family' when there are none", async () => {
    families.listFamilies.mockResolvedValue([]);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Your First Family' }));
    expect(await screen.findByLabelText('Family Name')).toBeInTheDocument();
  });

  it("shows 'Failed to load families' with a refresh", async () => {
    families.listFamilies.mockRejectedValueOnce(new ApiError(500));
    renderDashboard();
    expect(await screen.findByText('Failed to load families')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'The Smiths' })).toBeInTheDocument();
  });

  it('shows the On This Day card only when memories exist', async () => {
    timeline.getOnThisDay.mockResolvedValue(makeOnThisDayPage([makeMemoryYear(2019, makePhotos(1, 1, { description: null, taken_date: null }))]));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'View Memories' }));
    expect(await screen.findByText('memories page')).toBeInTheDocument();
  });

  it("counts the day's photos on every page, from the first page's photo_count", async () => {
    timeline.getOnThisDay.mockResolvedValue(makeOnThisDayPage([makeMemoryYear(2019, makePhotos(1, 24), { count: 30 })], { hasNext: true, count: 30 }));
    renderDashboard();
    expect(await screen.findByText('You have 30 memories from this day in earlier years.')).toBeInTheDocument();
    expect(timeline.getOnThisDay).toHaveBeenCalledTimes(1);
    expect(timeline.getOnThisDay).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 1, 24);
  });

  it('hides the On This Day card when the day has no photos', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: 'The Smiths' });
    await waitFor(() => expect(timeline.getOnThisDay).toHaveBeenCalled());
    await act(() => timeline.getOnThisDay.mock.results[0].value);
    expect(screen.queryByText('View Memories')).not.toBeInTheDocument();
  });

  it('tolerates a failing memories call silently', async () => {
    timeline.getOnThisDay.mockRejectedValue(new ApiError(500));
    renderDashboard();
    await screen.findByRole('link', { name: 'The Smiths' });
    // Let the failure reach the card before asserting that nothing shows it, or the absence proves nothing.
    await waitFor(() => expect(timeline.getOnThisDay).toHaveBeenCalled());
    await act(() => timeline.getOnThisDay.mock.results[0].value.catch(() => undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('View Memories')).not.toBeInTheDocument();
  });

  it('accepts an invitation and goes to the family', async () => {
    invitations.listPendingInvitations.mockResolvedValue([invite]);
    invitations.acceptInvitation.mockResolvedValue(8);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept The Joneses' }));
    await waitFor(() => expect(invitations.acceptInvitation).toHaveBeenCalledWith('tok-11'));
    expect(await screen.findByText('family page')).toBeInTheDocument();
  });

  it("shows the server's text when accepting fails", async () => {
    invitations.listPendingInvitations.mockResolvedValue([invite]);
    invitations.acceptInvitation.mockRejectedValue(new ApiError(410, 'This invitation has expired'));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept The Joneses' }));
    expect(await screen.findByText('This invitation has expired')).toBeInTheDocument();
  });

  it('dismisses an invitation from the list', async () => {
    invitations.listPendingInvitations.mockResolvedValue([invite]);
    invitations.deleteInvitation.mockResolvedValue(undefined);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss The Joneses' }));
    await waitFor(() => expect(screen.queryByText('The Joneses')).not.toBeInTheDocument());
    expect(invitations.deleteInvitation).toHaveBeenCalledWith(11);
  });

  describe('for an account whose address is not verified', () => {
    beforeEach(() => {
      vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com', email_verified: false }));
    });

    it('says to verify the address, and sends a new link on request', async () => {
      vi.mocked(authApi.resendVerification).mockResolvedValue(undefined);
      renderDashboard();
      expect(await screen.findByText('Verify your e-mail address')).toBeInTheDocument();
      expect(screen.getByText(/We sent a link to ada@example.com/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Resend Link' }));
      expect(await screen.findByText('A new link is on its way to ada@example.com')).toBeInTheDocument();
      expect(authApi.resendVerification).toHaveBeenCalledTimes(1);
    });

    it('drops the notice when the server says the address was verified meanwhile (409)', async () => {
      vi.mocked(authApi.resendVerification).mockRejectedValue(new ApiError(409, 'Your e-mail address is already verified'));
      renderDashboard();
      fireEvent.click(await screen.findByRole('button', { name: 'Resend Link' }));
      vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com', email_verified: true }));
      await waitFor(() => expect(screen.queryByText('Verify your e-mail address')).not.toBeInTheDocument());
    });

    it('shows an invitation without its token with no Accept that cannot work, but how to accept it', async () => {
      invitations.listPendingInvitations.mockResolvedValue([{ ...invite, token: null }]);
      renderDashboard();
      expect(await screen.findByText('The Joneses')).toBeInTheDocument();
      expect(screen.getByText(/Open the invitation's e-mail to accept it, or verify your e-mail address/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept The Joneses' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Dismiss The Joneses' })).not.toBeInTheDocument();
    });
  });

  it('shows no notice to a verified account', async () => {
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com', email_verified: true }));
    renderDashboard();
    await screen.findByRole('link', { name: 'The Smiths' });
    expect(screen.queryByText('Verify your e-mail address')).not.toBeInTheDocument();
  });
});
