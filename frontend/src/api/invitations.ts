import { del, get, post } from './http';
import type { CreateInvitationRequest, FamilyInvitationIssuedResponse, FamilyInvitationListResponse, PendingInvitationResponse } from '@heirloom/contracts';

export const listPendingInvitations = () =>
  get<{ invitations: PendingInvitationResponse[] }>('/invitations/pending').then((r) => r.invitations);
/** The family's open invitations, and whether the server e-mails them (without SMTP the admins send the links). */
export const listFamilyInvitations = (familyId: number) => get<FamilyInvitationListResponse>(`/families/${familyId}/invitations`);
export const inviteMember = (familyId: number, body: CreateInvitationRequest) => post<FamilyInvitationIssuedResponse>(`/families/${familyId}/invitations`, body);
/** Mails an open invitation again (same link, 7 more days). */
export const resendInvitation = (invitationId: number) => post<FamilyInvitationIssuedResponse>(`/invitations/${invitationId}/resend`);
/** What a token's link invites to; refused (403, 404, 410) as accepting it would be. */
export const getInvitationByToken = (token: string) =>
  get<{ invitation: PendingInvitationResponse }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.invitation);
export const acceptInvitation = (token: string) =>
  post<{ family_id: number }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.family_id);
/** Cancels (family admin) or declines (invitee) an invitation. */
export const deleteInvitation = (invitationId: number) => del(`/invitations/${invitationId}`);
