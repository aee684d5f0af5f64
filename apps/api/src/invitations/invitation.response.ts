import { FamilyRole, Invitation } from '@heirloom/database';

export type InvitationStatus = 'pending' | 'expired' | 'accepted';

export const invitationStatus = (invitation: Invitation, now = new Date()): InvitationStatus =>
  invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now ? 'expired' : 'pending';

/**
 * As the family's admins see it (no one else does): with the accept link while it is pending, to copy and send when
 * no e-mail can go out (no SMTP), since the link is never written to a log.
 */
export interface FamilyInvitationResponse {
  id: number;
  email: string;
  role: FamilyRole;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
  invited_by: { id: number; name: string } | null;
  /** The accept link (`{APP_URL}/invitations/<token>`); null once accepted or expired. */
  link: string | null;
}

/**
 * As the invitee sees it in their pending list. The token only for an account that proved its address: anyone can
 * register an address, and the token would let them in as whoever was invited (the e-mailed link still works).
 */
export interface PendingInvitationResponse {
  id: number;
  token: string | null;
  role: FamilyRole;
  created_at: string;
  expires_at: string;
  family: { id: number; name: string };
  invited_by: { id: number; name: string } | null;
}

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
