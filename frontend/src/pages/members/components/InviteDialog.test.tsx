import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import * as invitationsApi from '../../../api/invitations';
import { renderWithApp } from '../../../test/render';
import { InviteDialog } from './InviteDialog';
import { makeFamilyInvitation } from '../../../test/factories';

vi.mock('../../../api/invitations', () => ({ inviteMember: vi.fn() }));
const inviteMember = vi.mocked(invitationsApi.inviteMember);

const onInvited = vi.fn();
const open = (emailEnabled = true) =>
  renderWithApp(<InviteDialog familyId={3} open emailEnabled={emailEnabled} onClose={() => undefined} onInvited={onInvited} />);

describe('InviteDialog', () => {
  beforeEach(() => {
    inviteMember.mockReset();
  });

  it("requires an e-mail: 'Please enter an email address'", async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    expect(inviteMember).not.toHaveBeenCalled();
  });

  it('invites as member by default', async () => {
    inviteMember.mockResolvedValue({ invitation: makeFamilyInvitation({ id: 1, email: 'bob@example.com' }), email_enabled: true });
    open();
    expect(screen.getByText('member')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: ' bob@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(inviteMember).toHaveBeenCalledWith(3, { email: 'bob@example.com', role: 'member' }));
  });

  it('checks the address in the browser before sending anything', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'grandma at example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(inviteMember).not.toHaveBeenCalled();
  });

  it('says that e-mail is not set up, and hands the issued invitation (with its link) back', async () => {
    const issued = { invitation: makeFamilyInvitation({ id: 2, email: 'ann@example.com', link: 'http://x/invitations/abc' }), email_enabled: false };
    inviteMember.mockResolvedValue(issued);
    open(false);
    expect(screen.getByText(/E-mail is not set up on this server/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(issued));
  });

  it("prefers the server's text over 'Failed to send invitation'", async () => {
    inviteMember.mockRejectedValueOnce(new ApiError(409, 'Already a member'));
    open();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Already a member')).toBeInTheDocument();

    inviteMember.mockRejectedValueOnce(new ApiError(500));
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
  });
});
