import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, EntityManager, FindOptionsWhere, In, LessThan, LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { currentAuditOrigin } from '../audit/audit-origin';
import { AuditEvent, Family } from '../entities';

/** Someone or something named by an event: its id and its name at the time. */
export interface AuditRef {
  id: number;
  name: string;
}

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface NewAuditEvent {
  action: string;
  /** Null for the system (a scheduled job) or a caller no account matches. */
  actor: AuditRef | null;
  family?: AuditRef | null;
  /** The family by id alone: its name is read here. */
  familyId?: number;
  target?: { type: string; id: number | null; label?: string | null } | null;
  details?: AuditDetails;
  /** Defaults to the address of the request being served (withAuditOrigin), null outside one. */
  ip?: string | null;
}

export interface AuditFilter {
  /** Only this family's events (a family admin's view); absent: every event (a platform admin's). */
  familyId?: number;
  actorId?: number;
  action?: string;
  from?: Date;
  to?: Date;
}

/** Keys a detail may never have, whatever a caller passes: the trail holds no password, token, secret or code. */
const SECRET_KEY = /pass|token|secret|code|hash|key|otp/i;
const DETAILS_MAX = 1000;

const cut = (text: string | null | undefined, max: number): string | null => (text ? [...text].slice(0, max).join('') : null);

function detailsText(details: AuditDetails | undefined): string | null {
  if (!details) return null;
  const kept = Object.fromEntries(Object.entries(details).filter(([key, value]) => !SECRET_KEY.test(key) && (value === null || typeof value !== 'object')));
  if (Object.keys(kept).length === 0) return null;
  const text = JSON.stringify(kept);
  return text.length <= DETAILS_MAX ? text : null;
}

/**
 * The audit trail (issue 17). Append-only: events are added and read; the only deletion is the purge of those older
 * than AUDIT_DAYS. An event can join the transaction of the change it records (`manager`).
 */
@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async add(events: NewAuditEvent | NewAuditEvent[], manager: EntityManager = this.events.manager, now = new Date()): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0) return;
    const origin = currentAuditOrigin();
    const families = await this.familyNames(manager, list);
    const rows = list.map((event) => ({
      createdAt: now,
      action: event.action,
      actorId: event.actor?.id ?? null,
      actorName: cut(event.actor?.name, 100),
      familyId: event.family?.id ?? event.familyId ?? null,
      familyName: cut(event.family?.name ?? (event.familyId === undefined ? null : families.get(event.familyId)), 100),
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      targetLabel: cut(event.target?.label, 200),
      ip: cut(event.ip === undefined ? origin?.ip : event.ip, 45),
      details: detailsText(event.details),
    }));
    // Bounded inserts: a trash of thousands emptied at once records one event per photo.
    for (let start = 0; start < rows.length; start += 200) await manager.insert(AuditEvent, rows.slice(start, start + 200));
  }

  private async familyNames(manager: EntityManager, events: NewAuditEvent[]): Promise<Map<number, string>> {
    const ids = [...new Set(events.filter((event) => !event.family && event.familyId !== undefined).map((event) => event.familyId!))];
    if (ids.length === 0) return new Map();
    const families = await manager.find(Family, { select: { id: true, name: true }, where: { id: In(ids) } });
    return new Map(families.map((family) => [family.id, family.name]));
  }

  /** A page, newest first; ask for one more than the page to learn whether another follows. */
  getPage(filter: AuditFilter, offset: number, limit: number): Promise<AuditEvent[]> {
    const where: FindOptionsWhere<AuditEvent> = {};
    if (filter.familyId !== undefined) where.familyId = filter.familyId;
    if (filter.actorId !== undefined) where.actorId = filter.actorId;
    if (filter.action !== undefined) where.action = filter.action;
    if (filter.from && filter.to) where.createdAt = And(MoreThanOrEqual(filter.from), LessThanOrEqual(filter.to));
    else if (filter.from) where.createdAt = MoreThanOrEqual(filter.from);
    else if (filter.to) where.createdAt = LessThanOrEqual(filter.to);
    return this.events.find({ where, order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: limit });
  }

  /** Deletes up to `limit` events older than `before` (the created_at index); answers how many. */
  async purgeBefore(before: Date, limit: number): Promise<number> {
    const ids = (await this.events.find({ select: { id: true }, where: { createdAt: LessThan(before) }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit })).map((event) => event.id);
    if (ids.length === 0) return 0;
    return (await this.events.delete({ id: In(ids) })).affected ?? ids.length;
  }
}
