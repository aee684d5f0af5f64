import type { CreatePersonRequest, CreateTagRequest, PeopleQuery, PersonFaceQuery, PersonPhotosQuery, RegionRequest, UpdatePersonRequest, UpdateTagRequest } from '@heirloom/contracts';
import { SORT_ORDERS, SortOrder } from '@heirloom/database';
import { applyDecorators } from '@nestjs/common';
import { OmitType, PartialType } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, Validate, ValidateIf, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { ImageQueryDto } from '../photos/image-query.dto';
import { IsOptionalText, IsQueryInt, IsRequiredText, OptionalWithDefault } from '../common/validation/validation';

export const MAX_PERSON_NAME = 100;
export const MAX_PERSON_NOTES = 2000;
/** As a photo's fuzzy date text. */
export const MAX_PERSON_DATE = 64;
const MAX_ID = 2_147_483_647;

/** A whole id from a JSON body (a number, not text). */
const IsBodyId = (): PropertyDecorator =>
  applyDecorators(
    IsInt({ message: '$property must be a whole number' }),
    Min(1, { message: '$property must be a valid id' }),
    Max(MAX_ID, { message: '$property must be a valid id' }),
  );

const REGION_MESSAGE = 'region must be {x, y, width, height}, fractions 0 to 1 of the image, lying inside it, with a width and height above 0';
const REGION_KEYS = ['x', 'y', 'width', 'height'] as const;
/** Rounding of fractions computed by a client (0.1 + 0.7) may overshoot 1 by a hair. */
const EPSILON = 1e-9;

/** A box inside the image: four finite numbers 0–1, nothing else, of non-zero size, not past the right or bottom edge. */
export function isRegion(value: unknown): value is RegionRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== REGION_KEYS.length || !REGION_KEYS.every((key) => keys.includes(key))) return false;
  const { x, y, width, height } = value as Record<string, unknown>;
  const fractions = [x, y, width, height];
  if (!fractions.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1)) return false;
  const box = value as RegionRequest;
  return box.width > 0 && box.height > 0 && box.x + box.width <= 1 + EPSILON && box.y + box.height <= 1 + EPSILON;
}

@ValidatorConstraint({ name: 'region' })
class RegionRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isRegion(value);
  }
}

/** Optional (null: no box). */
const IsOptionalRegion = (): PropertyDecorator => applyDecorators(IsOptional(), Validate(RegionRule, { message: REGION_MESSAGE }));

/** page and per_page: 100 people a page by default (a People page's grid). */
export class PeopleQueryDto extends PageQueryDto implements PeopleQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  override per_page: number = 100;

  @IsOptional()
  @IsOptionalText(MAX_PERSON_NAME)
  q?: string;
}

export class CreatePersonDto implements CreatePersonRequest {
  @IsRequiredText(MAX_PERSON_NAME)
  name: string;

  /** '1931-05-02', or any text the photo date field reads: '1931', 'about 1931', 'spring 1931'. Empty: unknown. */
  @IsOptional()
  @IsOptionalText(MAX_PERSON_DATE)
  birth_date?: string | null;

  @IsOptional()
  @IsOptionalText(MAX_PERSON_DATE)
  death_date?: string | null;

  /** The account of a member of the family this person is. */
  @IsOptional()
  @IsBodyId()
  user_id?: number | null;

  @IsOptional()
  @IsOptionalText(MAX_PERSON_NOTES)
  notes?: string | null;
}

/**
 * Absent fields stay as they are; null or empty clears an optional one. The fields are the creation's, made optional
 * (PartialType: the OpenAPI document lists them too), except the name, which may be left out but never cleared.
 */
export class UpdatePersonDto extends PartialType(OmitType(CreatePersonDto, ['name'] as const)) implements UpdatePersonRequest {
  @ValidateIf((dto: UpdatePersonDto) => dto.name !== undefined)
  @IsRequiredText(MAX_PERSON_NAME)
  name?: string;

  /** The photo their face is cut from (one they are tagged in); null: the latest tagged one again. */
  @IsOptional()
  @IsBodyId()
  face_photo_id?: number | null;
}

/** page and per_page (20 by default), oldest photo first unless asked otherwise. */
export class PersonPhotosQueryDto extends PageQueryDto implements PersonPhotosQuery {
  @OptionalWithDefault()
  @IsIn(SORT_ORDERS, { message: `order must be one of: ${SORT_ORDERS.join(', ')}` })
  order: SortOrder = 'asc';
}

/** ?v of a face's URL; ?face as the URLs had it before versions, still taken (and not needed: the face is the current one). */
export class PersonFaceQueryDto extends ImageQueryDto implements PersonFaceQuery {
  @IsOptional()
  @IsQueryInt(1, MAX_ID)
  face?: number;
}

export class CreateTagDto implements CreateTagRequest {
  @IsBodyId()
  person_id: number;

  @IsOptionalRegion()
  region?: RegionRequest | null;
}

export class UpdateTagDto implements UpdateTagRequest {
  /** null removes the box and keeps the tag. */
  @ValidateIf((dto: UpdateTagDto) => dto.region !== null)
  @Validate(RegionRule, { message: REGION_MESSAGE })
  region: RegionRequest | null;
}
