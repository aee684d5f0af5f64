import type { AuditPageResponse, AuditQuery } from '@heirloom/contracts';
import { get, query } from './http';

/** The filters of an audit page (person, action, date range), as the API takes them. */
export type AuditFilters = Pick<AuditQuery, 'actor_id' | 'action' | 'from' | 'to'>;

export const listAdminAudit = (filters: AuditFilters, page: number, perPage: number) =>
  get<AuditPageResponse>(`/admin/audit${query({ ...filters, page, per_page: perPage } satisfies AuditQuery)}`);

export const listFamilyAudit = (familyId: number, filters: AuditFilters, page: number, perPage: number) =>
  get<AuditPageResponse>(`/families/${familyId}/audit${query({ ...filters, page, per_page: perPage } satisfies AuditQuery)}`);
