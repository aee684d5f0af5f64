import { FamilyRole, Invitation } from '@heirloom/database';

export type InvitationStatus = 'pending' | 'expired' | 'accepted';

export const invitationStatus = (invitation: Invitation, now = new Date()): InvitationStatus =>
  invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now ? 'expired' : 'pending';

/** As the family sees it: no token, which only the invitee may see. */
export interface FamilyInvitationResponse {
  id: number;
  email: string;
  role: FamilyRole;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
  invited_by: { id: number; name: string } | null;
}

/** As the invitee sees it in their pending list, with the token that accepts it. */
export interface PendingInvitationResponse {
  id: number;
  token: string;
  role: FamilyRole;
  created_at: string;
  expires_at: string;
  family: { id: number; name: string };
  invited_by: { id: number; name: string } | null;
}

const inviterOf = (invitation: Invitation) =>
  invitation.inviter ? { id: invitation.inviter.id, name: invitation.inviter.name } : null;

export const toFamilyInvitationResponse = (invitation: Invitation): FamilyInvitationResponse => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: invitationStatus(invitation),
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
  invited_by: inviterOf(invitation),
});

export const toPendingInvitationResponse = (invitation: Invitation): PendingInvitationResponse => ({
  id: invitation.id,
  token: invitation.token,
  role: invitation.role,
  created_at: invitation.createdAt.toISOString(),
  expires_at: invitation.expiresAt.toISOString(),
  family: { id: invitation.family!.id, name: invitation.family!.name },
  invited_by: inviterOf(invitation),
});
