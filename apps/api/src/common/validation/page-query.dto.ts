import type { PageQuery } from '@heirloom/contracts';
import { IsQueryInt, OptionalWithDefault } from './validation';

/** ?page (from 1) and ?per_page (1 to 100) of a paged list; a list whose default page size differs overrides per_page. */
export class PageQueryDto implements PageQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100_000)
  page: number = 1;

  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  per_page: number = 20;
}
