import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

/** A caption is a photo's description: the same column. */
export const MAX_CAPTION = 2000;
/** The captions field of a bulk upload may be this long (the multipart limit of that one field). */
export const MAX_CAPTIONS_BYTES = 128 * 1024;
const MESSAGE = `captions must be a JSON list of texts (or null) of at most ${MAX_CAPTION} characters, one per file in the order of the files`;
const INVALID = Symbol('invalid');

/** The captions read from their JSON text: trimmed, an empty one null; anything not a list of texts is INVALID. */
function readCaptions(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : INVALID;
  } catch {
    return INVALID;
  }
  if (!Array.isArray(parsed)) return INVALID;
  const captions = parsed.map((caption: unknown) => (typeof caption === 'string' ? caption.trim() || null : caption));
  return captions.every((caption) => caption === null || (typeof caption === 'string' && [...caption].length <= MAX_CAPTION && !caption.includes('\u0000'))) ? captions : INVALID;
}

@ValidatorConstraint({ name: 'captions' })
class CaptionsRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value);
  }
}

/**
 * `captions` of a bulk upload (a multipart form carries text only): '["At the lake", null, "Grandpa"]', the caption
 * of each file in the order the files are sent; a caption replaces the shared description for its file. Whether
 * there is one per file is checked once the files have arrived.
 */
export const IsCaptionList = (): PropertyDecorator =>
  applyDecorators(Transform(({ value }) => readCaptions(value)), IsOptional(), Validate(CaptionsRule, { message: MESSAGE }));
