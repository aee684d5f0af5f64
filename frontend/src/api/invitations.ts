import { del, get, post } from './http';
import type { FamilyInvitation, Id, PendingInvitation, Role } from './types';

export const listPendingInvitations = () =>
  get<{ invitations: PendingInvitation[] }>('/invitations/pending').then((r) => r.invitations);
export const listFamilyInvitations = (familyId: Id) =>
  get<{ invitations: FamilyInvitation[] }>(`/families/${familyId}/invitations`).then((r) => r.invitations);
export const inviteMember = (familyId: Id, body: { email: string; role: Role }) =>
  post<{ invitation: FamilyInvitation }>(`/families/${familyId}/invitations`, body).then((r) => r.invitation);
/** What a token's link invites to; refused (403, 404, 410) as accepting it would be. */
export const getInvitationByToken = (token: string) =>
  get<{ invitation: PendingInvitation }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.invitation);
export const acceptInvitation = (token: string) =>
  post<{ family_id: Id }>(`/invitations/accept/${encodeURIComponent(token)}`).then((r) => r.family_id);
/** Cancels (family admin) or declines (invitee) an invitation. */
export const deleteInvitation = (invitationId: Id) => del(`/invitations/${invitationId}`);
