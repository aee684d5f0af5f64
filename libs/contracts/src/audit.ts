import type { FamilyRefResponse, PageQuery, PaginationResponse, UserRefResponse } from './common';

/** Every action the audit trail records (issue 17): `<subject>.<verb>`. */
export type AuditAction =
  | 'sign_in.succeeded'
  | 'sign_in.failed'
  | 'password.changed'
  | 'password.reset'
  | 'email.changed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'user.role_changed'
  | 'user.deleted'
  | 'member.added'
  | 'member.removed'
  | 'member.role_changed'
  | 'invitation.created'
  | 'invitation.revoked'
  | 'photo.trashed'
  | 'photo.restored'
  | 'photo.purged'
  | 'family.deleted'
  | 'share_link.created'
  | 'share_link.revoked'
  | 'backup.created'
  | 'backup.downloaded'
  | 'backup.restored';

/** What an event is about: a user, a family, a photo, an invitation, a backup, a share link. */
export interface AuditTargetResponse {
  type: string;
  id: number | null;
  /** Its name, title or file name as it was at the time. */
  label: string | null;
}

/**
 * One event. `actor` is null for the system (the scheduled purge of the trash) and for a sign-in with an address no
 * account uses; names are those of the time. `details` holds plain facts (a role, a count), never a secret.
 */
export interface AuditEventResponse {
  id: number;
  action: AuditAction;
  actor: UserRefResponse | null;
  family: FamilyRefResponse | null;
  target: AuditTargetResponse | null;
  ip: string | null;
  created_at: string;
  details: Record<string, string | number | boolean | null> | null;
}

export interface AuditPageResponse {
  events: AuditEventResponse[];
  pagination: PaginationResponse;
}

/** GET /admin/audit and /families/{familyId}/audit: newest first; `from` and `to` are ISO dates or instants, inclusive. */
export interface AuditQuery extends PageQuery {
  actor_id?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
}
