import type { FamilyInvitationResponse, InvitationStatus, PendingInvitationResponse } from '@heirloom/contracts';
import { Invitation } from '@heirloom/database';

export const invitationStatus = (invitation: Invitation, now = new Date()): InvitationStatus =>
  invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now ? 'expired' : 'pending';

const inviterOf = (invitation: Invitation) =>
  invitation.inviter ? { id: invitation.inviter.id, name: invitation.inviter.name } : null;

/** `linkOf` builds the accept link of a token. */
export const toFamilyInvitationResponse = (invitation: Invitation, linkOf: (token: string) => string): FamilyInvitationResponse => {
  const status = invitationStatus(invitation);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    invited_by: inviterOf(invitation),
    link: status === 'pending' ? linkOf(invitation.token) : null,
  };
};

export const toPendingInvitationResponse = (invitation: Invitation, showToken: boolean): PendingInvitationResponse => ({
  id: invitation.id,
  token: showToken ? invitation.token : null,
  role: invitation.role,
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
  family: { id: invitation.family!.id, name: invitation.family!.name },
  invited_by: inviterOf(invitation),
});
