import type { FamilyRefResponse, FamilyRole, UserRefResponse } from './common';

export type InvitationStatus = 'pending' | 'expired' | 'accepted';

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
  invited_by: UserRefResponse | null;
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
  family: FamilyRefResponse;
  invited_by: UserRefResponse | null;
}

export interface CreateInvitationRequest {
  email: string;
  /** member when absent. */
  role?: FamilyRole;
}

/**
 * GET /families/:id/invitations. `email_enabled` says whether the server can send e-mail (SMTP_URL is set): without it
 * no invitation reaches anyone but through the link an admin copies, and the client says so.
 */
export interface FamilyInvitationListResponse {
  invitations: FamilyInvitationResponse[];
  email_enabled: boolean;
}

/** POST /families/:id/invitations and POST /invitations/:id/resend: the invitation as issued, and whether it was e-mailed. */
export interface FamilyInvitationIssuedResponse {
  invitation: FamilyInvitationResponse;
  email_enabled: boolean;
}
