import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min, ValidateIf } from 'class-validator';

/** The most members one comment or story may mention. */
export const MAX_MENTIONS = 50;
const MAX_ID = 2_147_483_647;

/**
 * `mentioned_user_ids`: a JSON list of at most 50 distinct user ids (whole numbers, never strings); empty means no
 * one. Absent leaves it out; null is refused. Whether they are members of the family is the service's check (400).
 */
export const IsMentionList = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsArray({ message: '$property must be a list of user ids' }),
    ArrayMaxSize(MAX_MENTIONS, { message: `$property must name at most ${MAX_MENTIONS} people` }),
    IsInt({ each: true, message: '$property must hold whole numbers (user ids)' }),
    Min(1, { each: true, message: '$property must hold user ids, which start at 1' }),
    Max(MAX_ID, { each: true, message: `$property must hold user ids, which are at most ${MAX_ID}` }),
    ArrayUnique({ message: '$property must name each person once' }),
  );
