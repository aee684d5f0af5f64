import type { ActivityQuery } from '@heirloom/contracts';
import { IsQueryInt, OptionalWithDefault } from '../common/validation/validation';
import { IsListCursor } from '../notifications/cursor.validation';

export const MAX_ACTIVITY_PAGE = 50;

/** ?before (the previous page's next_before) and ?limit (1 to 50, 20 when absent). */
export class ActivityQueryDto implements ActivityQuery {
  @IsListCursor()
  before?: string;

  @OptionalWithDefault()
  @IsQueryInt(1, MAX_ACTIVITY_PAGE)
  limit?: number = 20;
}
