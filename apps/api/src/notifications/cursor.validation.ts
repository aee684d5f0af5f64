import { CURSOR_PATTERN } from '@heirloom/database';
import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, Matches } from 'class-validator';

/** `?before`: the `next_before` a previous page answered, passed back as it was. */
export const IsListCursor = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    IsString({ message: '$property must be the next_before of the previous page' }),
    Matches(CURSOR_PATTERN, { message: '$property must be the next_before of the previous page' }),
  );
