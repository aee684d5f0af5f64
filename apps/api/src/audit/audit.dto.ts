import type { AuditAction, AuditQuery } from '@heirloom/contracts';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsQueryInt } from '../common/validation/validation';
import { AUDIT_ACTIONS } from './audit-actions';

/** The filters of an audit page: one person, one action, a date range (ISO dates or instants, both ends included). */
export class AuditQueryDto extends PageQueryDto implements AuditQuery {
  @IsOptional()
  @IsQueryInt(1, 2_147_483_647)
  actor_id?: number;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `$property must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: '$property must be a date such as 2026-01-31 or an ISO 8601 instant' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: '$property must be a date such as 2026-01-31 or an ISO 8601 instant' })
  to?: string;
}
