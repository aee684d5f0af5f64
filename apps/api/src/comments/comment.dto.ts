import type { CreateCommentRequest, ListCommentsQuery, RecentCommentsQuery } from '@heirloom/contracts';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsQueryInt, IsRequiredText, OptionalWithDefault } from '../common/validation/validation';
import { IsMentionList } from '../notifications/mention.validation';

export const MAX_COMMENT_LENGTH = 2000;

export class CreateCommentDto implements CreateCommentRequest {
  @IsRequiredText(MAX_COMMENT_LENGTH)
  content: string;

  /** Members of the photo's family the comment mentions. */
  @IsMentionList()
  mentioned_user_ids?: number[];
}

/** page and per_page (20 by default), oldest comment first. */
export class ListCommentsQueryDto extends PageQueryDto implements ListCommentsQuery {}

export class RecentCommentsQueryDto implements RecentCommentsQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  limit: number = 20;
}
