import type { CreateStoryRequest, RecentStoriesQuery, UpdateStoryRequest } from '@heirloom/contracts';
import { ValidateIf } from 'class-validator';
import { IsOptionalDay, IsQueryInt, IsRequiredText, OptionalWithDefault } from '../common/validation/validation';
import { IsMentionList } from '../notifications/mention.validation';

export const MAX_STORY_LENGTH = 10_000;

export class CreateStoryDto implements CreateStoryRequest {
  @IsRequiredText(MAX_STORY_LENGTH)
  content: string;

  /** The day the story tells of, 'YYYY-MM-DD'; blank or absent means none. */
  @IsOptionalDay()
  story_date?: string | null;

  /** Members of the photo's family the story mentions; on a change, replaces those it had. */
  @IsMentionList()
  mentioned_user_ids?: number[];
}

/** Absent fields stay as they are; a blank story_date clears it, a blank content is refused. */
export class UpdateStoryDto implements UpdateStoryRequest {
  @ValidateIf((dto: UpdateStoryDto) => dto.content !== undefined)
  @IsRequiredText(MAX_STORY_LENGTH)
  content?: string;

  @IsOptionalDay()
  story_date?: string | null;

  /** Members of the photo's family the story mentions; on a change, replaces those it had. */
  @IsMentionList()
  mentioned_user_ids?: number[];
}

export class RecentStoriesQueryDto implements RecentStoriesQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  limit: number = 10;
}
