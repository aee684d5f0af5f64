import type { AuditAction, AuditEventResponse } from '@heirloom/contracts';
import { AuditEvent } from '@heirloom/database';

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function detailsOf(text: string | null): AuditEventResponse['details'] {
  if (!text) return null;
  try {
    return JSON.parse(text) as AuditEventResponse['details'];
  } catch {
    return null;
  }
}

export function toAuditEventResponse(event: AuditEvent): AuditEventResponse {
  return {
    id: event.id,
    action: event.action as AuditAction,
    actor: ref(event.actorId, event.actorName),
    family: ref(event.familyId, event.familyName),
    target: event.targetType === null ? null : { type: event.targetType, id: event.targetId, label: event.targetLabel },
    ip: event.ip,
    created_at: event.createdAt.toISOString(),
    details: detailsOf(event.details),
  };
}
