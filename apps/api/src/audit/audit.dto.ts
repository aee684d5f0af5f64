import type { AuditAction, AuditQuery } from '@heirloom/contracts';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsQueryInt } from '../common/validation/validation';
import { AUDIT_ACTIONS } from './audit-actions';

const DATE_MESSAGE = '$property must be a date such as 2026-01-31 or an ISO 8601 instant';
/** A day, or an instant with its zone: the extended forms only (ISO 8601's 20260131 would read as a year). */
const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The filters of an audit page: one person, one action, a date range (ISO dates or instants, both ends included). */
export class AuditQueryDto extends PageQueryDto implements AuditQuery {
  @IsOptional()
  @IsQueryInt(1, 2_147_483_647)
  actor_id?: number;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `$property must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @IsOptional()
  @Matches(DAY_OR_INSTANT, { message: DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  from?: string;

  @IsOptional()
  @Matches(DAY_OR_INSTANT, { message: DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  to?: string;
}
