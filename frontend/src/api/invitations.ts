import { del, get, post } from './http';
import type { CreateInvitationRequest, FamilyInvitationResponse, PendingInvitationResponse } from '@heirloom/contracts';

export const listPendingInvitations = () =>
  get<{ invitations: PendingInvitationResponse[] }>('/invitations/pending').then((r) => r.invitations);
export const listFamilyInvitations = (familyId: number) =>
  get<{ invitations: FamilyInvitationResponse[] }>(`/families/${familyId}/invitations`).then((r) => r.invitations);
export const inviteMember = (familyId: number, body: CreateInvitationRequest) =>
  post<{ invitation: FamilyInvitationResponse }>(`/families/${familyId}/invitations`, body).then((r) => r.invitation);
/** What a token's link invites to; refused (403, 404, 410) as accepting it would be. */
export const getInvitationByToken = (token: string) =>
  get<{ invitation: PendingInvitationResponse }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.invitation);
export const acceptInvitation = (token: string) =>
  post<{ family_id: number }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.family_id);
/** Cancels (family admin) or declines (invitee) an invitation. */
export const deleteInvitation = (invitationId: number) => del(`/invitations/${invitationId}`);
