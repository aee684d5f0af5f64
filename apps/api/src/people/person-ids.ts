import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, Max, Min } from 'class-validator';

/** At most this many people to filter by at once (each is one join). */
export const MAX_PERSON_FILTER = 10;
const MESSAGE = `person_ids must be a comma-separated list of up to ${MAX_PERSON_FILTER} person ids, like 1,2`;
const INVALID = -1;

/**
 * ?person_ids=1,2 (or the parameter repeated): only photos in which all of them are tagged. Blank means no filter;
 * repeated ids count once; anything else is refused.
 */
export const IsPersonIdList = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => {
      const parts = (Array.isArray(value) ? value.join(',') : String(value)).split(',').map((part) => part.trim());
      if (parts.every((part) => part === '')) return undefined;
      return [...new Set(parts.map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : INVALID)))];
    }),
    IsOptional(),
    ArrayMaxSize(MAX_PERSON_FILTER, { message: MESSAGE }),
    IsInt({ each: true, message: MESSAGE }),
    Min(1, { each: true, message: MESSAGE }),
    Max(2_147_483_647, { each: true, message: MESSAGE }),
  );
