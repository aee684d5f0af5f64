import type { AdminListQuery } from '@heirloom/contracts';
import { IsOptional } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsOptionalText } from '../common/validation/validation';

/** page (1-based), per_page (1 to 100, default 20) and an optional search text, as the admin lists take them. */
export class AdminListQueryDto extends PageQueryDto implements AdminListQuery {
  @IsOptional()
  @IsOptionalText(100)
  search?: string;
}
