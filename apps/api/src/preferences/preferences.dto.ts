import type { DigestFrequency, UpdatePreferencesRequest } from '@heirloom/contracts';
import { DIGEST_FREQUENCIES } from '@heirloom/database';
import { IsBoolean, IsIn, IsString, Validate, ValidateIf, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

/** An IANA time zone this runtime knows ('Europe/Lisbon', 'Asia/Tokyo', 'UTC'). */
@ValidatorConstraint({ name: 'ianaTimeZone' })
class TimeZoneRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }
}

const present = (_object: object, value: unknown) => value !== undefined;

/** Absent fields stay as they are; null is refused. */
export class UpdatePreferencesDto implements UpdatePreferencesRequest {
  @ValidateIf(present)
  @IsIn(DIGEST_FREQUENCIES, { message: `digest must be one of: ${DIGEST_FREQUENCIES.join(', ')}` })
  digest?: DigestFrequency;

  @ValidateIf(present)
  @IsBoolean({ message: 'email_mentions must be true or false' })
  email_mentions?: boolean;

  @ValidateIf(present)
  @IsBoolean({ message: 'email_comments must be true or false' })
  email_comments?: boolean;

  @ValidateIf(present)
  @IsString({ message: 'time_zone must be an IANA time zone such as Europe/Lisbon' })
  @Validate(TimeZoneRule, { message: 'time_zone must be an IANA time zone such as Europe/Lisbon' })
  time_zone?: string;
}
