import type { AuditEventResponse } from '@heirloom/contracts';
import { listAdminAudit, listFamilyAudit, type AuditFilters } from '../../api/audit';
import { keys } from '../../api/keys';
import { usePagedList } from '../../hooks/usePagedList';
import { AUDIT_PAGE_SIZE } from '../../lib/limits';

/** The audit trail, newest first, AUDIT_PAGE_SIZE a page: every event (familyId null, the admin panel) or a family's. */
export function useAuditEvents(familyId: number | null, filters: AuditFilters) {
  const key = keys.audit.pages(familyId, filters.actor_id, filters.action, filters.from, filters.to);
  return usePagedList<AuditEventResponse>(key, (page) =>
    (familyId === null ? listAdminAudit(filters, page, AUDIT_PAGE_SIZE) : listFamilyAudit(familyId, filters, page, AUDIT_PAGE_SIZE)).then((r) => ({
      items: r.events,
      pagination: r.pagination,
    })),
  );
}
