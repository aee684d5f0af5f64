import type { AuditAction, AuditPageResponse } from '@heirloom/contracts';
import { AuditFilter, AuditRepository, NewAuditEvent } from '@heirloom/database';
import { BadRequestException, Injectable } from '@nestjs/common';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { pageWindow, toPage } from '../common/paging/pagination.response';
import { AuditQueryDto } from './audit.dto';
import { toAuditEventResponse } from './audit.response';

/** An event as the API records it: one of the contract's actions. */
export type AuditRecord = NewAuditEvent & { action: AuditAction };

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit trail (issue 17). `record` is called by the service where an action happens, once per action, right
 * after the change it records is committed; the client address comes from the request being served.
 * Platform admins read every event; a family admin reads their family's.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly events: AuditRepository,
    private readonly access: AccessService,
  ) {}

  record(event: AuditRecord | AuditRecord[]): Promise<void> {
    return this.events.add(event);
  }

  listAll(query: AuditQueryDto): Promise<AuditPageResponse> {
    return this.page(filterOf(query), query);
  }

  async listFamily(user: AuthUser, familyId: number, query: AuditQueryDto): Promise<AuditPageResponse> {
    await this.access.requireAccess(user, 'audit.list', familyId);
    return this.page({ ...filterOf(query), familyId }, query);
  }

  private async page(filter: AuditFilter, query: AuditQueryDto): Promise<AuditPageResponse> {
    const { offset, limit } = pageWindow(query);
    const { rows, pagination } = toPage(await this.events.getPage(filter, offset, limit), query);
    return { events: rows.map(toAuditEventResponse), pagination };
  }
}

/** A day alone (`2026-01-31`) means all of it, in UTC: from its first millisecond, to its last. */
function filterOf(query: AuditQueryDto): AuditFilter {
  const from = query.from === undefined ? undefined : new Date(DAY_ONLY.test(query.from) ? `${query.from}T00:00:00.000Z` : query.from);
  const to = query.to === undefined ? undefined : new Date(DAY_ONLY.test(query.to) ? `${query.to}T23:59:59.999Z` : query.to);
  if (from && to && from > to) throw new BadRequestException('from must not be after to');
  return { actorId: query.actor_id, action: query.action, from, to };
}
