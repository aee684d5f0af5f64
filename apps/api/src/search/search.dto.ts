import type { SearchQuery, SuggestionsQuery } from '@heirloom/contracts';
import { applyDecorators } from '@nestjs/common';
import { MinLength } from 'class-validator';
import { IsQueryInt, IsRequiredText, OptionalWithDefault } from '../common/validation/validation';

export const MIN_QUERY_LENGTH = 2;

/** The typed text: trimmed, at least 2 characters (SPEC section 5), at most as long as a photo description. */
const IsSearchText = (): PropertyDecorator =>
  applyDecorators(IsRequiredText(2000), MinLength(MIN_QUERY_LENGTH, { message: `$property must be at least ${MIN_QUERY_LENGTH} characters long` }));

export class SearchQueryDto implements SearchQuery {
  @IsSearchText()
  q: string;

  /** Results per type (photos, stories, comments). */
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  limit: number = 20;

  /** Results per type to skip. */
  @OptionalWithDefault()
  @IsQueryInt(0, 10_000)
  offset: number = 0;
}

export class SuggestionsQueryDto implements SuggestionsQuery {
  @IsSearchText()
  q: string;
}
