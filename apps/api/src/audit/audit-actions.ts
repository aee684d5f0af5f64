import type { AuditAction } from '@heirloom/contracts';

/** Every action of the contract, once: a missing or unknown one fails to compile. */
const ACTIONS: Record<AuditAction, true> = {
  'sign_in.succeeded': true,
  'sign_in.failed': true,
  'password.changed': true,
  'password.reset': true,
  'email.changed': true,
  'two_factor.enabled': true,
  'two_factor.disabled': true,
  'user.role_changed': true,
  'user.deleted': true,
  'member.added': true,
  'member.removed': true,
  'member.role_changed': true,
  'invitation.created': true,
  'invitation.revoked': true,
  'photo.trashed': true,
  'photo.restored': true,
  'photo.purged': true,
  'family.deleted': true,
  'share_link.created': true,
  'share_link.revoked': true,
  'backup.created': true,
  'backup.downloaded': true,
  'backup.restored': true,
};

export const AUDIT_ACTIONS = Object.keys(ACTIONS) as AuditAction[];
