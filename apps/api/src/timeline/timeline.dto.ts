import type { FamilyFilterQuery, OnThisDayQuery, TimelineQuery } from '@heirloom/contracts';
import { SORT_ORDERS, SortOrder } from '@heirloom/database';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsOptionalDay, IsQueryInt, OptionalWithDefault } from '../common/validation/validation';
import { IsPersonIdList } from '../people/person-ids';

const FAMILY_IDS_MESSAGE = 'family_ids must be a comma-separated list of family ids, like 1,2';
const INVALID = -1;

/** '1,2,3' (or the parameter repeated) as ids; blank means all of the caller's families. Anything else is refused. */
const IsFamilyIdList = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => {
      const parts = (Array.isArray(value) ? value.join(',') : String(value)).split(',').map((part) => part.trim());
      if (parts.every((part) => part === '')) return undefined;
      return parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : INVALID));
    }),
    IsOptional(),
    IsInt({ each: true, message: FAMILY_IDS_MESSAGE }),
    Min(1, { each: true, message: FAMILY_IDS_MESSAGE }),
    Max(2_147_483_647, { each: true, message: FAMILY_IDS_MESSAGE }),
  );

export class FamilyFilterQueryDto implements FamilyFilterQuery {
  @IsFamilyIdList()
  family_ids?: number[];
}

/** page and per_page (20 by default) across the chosen families. */
export class TimelineQueryDto extends PageQueryDto implements TimelineQuery {
  @IsFamilyIdList()
  family_ids?: number[];

  @OptionalWithDefault()
  @IsIn(SORT_ORDERS, { message: `order must be one of: ${SORT_ORDERS.join(', ')}` })
  order: SortOrder = 'desc';

  /** Only photos in which all of these people are tagged ('1,2'). */
  @IsPersonIdList()
  person_ids?: number[];

  /** The day the list starts at, 'YYYY-MM-DD' (the decade jump): on or before it newest first, on or after it oldest first. */
  @IsOptionalDay()
  from?: string | null;
}

/** On This Day's page size by default: whole rows of tiles at 2, 3, 4 and 6 a row. */
export const ON_THIS_DAY_PAGE_SIZE = 24;

export class OnThisDayQueryDto extends PageQueryDto implements OnThisDayQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  override per_page: number = ON_THIS_DAY_PAGE_SIZE;

  /** The caller's local day, 'YYYY-MM-DD'; today on the server when absent. */
  @IsOptionalDay()
  date?: string | null;
}
