import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import * as invitationsApi from '../../../api/invitations';
import { renderWithApp } from '../../../test/render';
import { InviteDialog } from './InviteDialog';
import { makeFamilyInvitation } from '../../../test/factories';

vi.mock('../../../api/invitations', () => ({ inviteMember: vi.fn() }));
const inviteMember = vi.mocked(invitationsApi.inviteMember);

const open = () => renderWithApp(<InviteDialog familyId={3} open onClose={() => undefined} onInvited={() => undefined} />);

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
    inviteMember.mockResolvedValue(makeFamilyInvitation({ id: 1, email: 'bob@example.com' }));
    open();
    expect(screen.getByText('member')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: ' bob@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(inviteMember).toHaveBeenCalledWith(3, { email: 'bob@example.com', role: 'member' }));
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
