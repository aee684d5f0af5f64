import type { CreateShareLinkRequest, PublicShareQuery, ShareLinkListQuery, UnlockShareRequest } from '@heirloom/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../common/validation/page-query.dto';
import { IsPassword, OptionalWithDefault, IsQueryInt } from '../common/validation/validation';

export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 365;

export class CreateShareLinkDto implements CreateShareLinkRequest {
  /** Absent: 30 days; null: never (only when sent explicitly). */
  // class-validator reports the decorator nearest the property first: the most basic complaint goes last.
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @Max(MAX_EXPIRY_DAYS, { message: `expires_in_days must be at most ${MAX_EXPIRY_DAYS}` })
  @Min(1, { message: 'expires_in_days must be at least 1' })
  @IsInt({ message: 'expires_in_days must be a whole number of days (1 to 365), or null for a link that never expires' })
  expires_in_days?: number | null;

  /** Absent, null or empty: no password. */
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null && value !== '')
  @IsPassword()
  password?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'allow_download must be true or false' })
  allow_download?: boolean;
}

/** page and per_page (20 by default), newest first. */
export class ShareLinkListQueryDto extends PageQueryDto implements ShareLinkListQuery {}

/** page and per_page (50 by default): a visitor scrolls through an album. */
export class PublicShareQueryDto extends PageQueryDto implements PublicShareQuery {
  @OptionalWithDefault()
  @IsQueryInt(1, 100)
  override per_page: number = 50;
}

/** Held to the rules a link's password was set under: a guess that breaks them cannot be right (and is not counted). */
export class UnlockShareDto implements UnlockShareRequest {
  @IsPassword()
  @IsNotEmpty({ message: 'password is required' })
  password: string;
}
