import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, Validate, ValidateIf, ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { FAMILY_ROLES, SECRET_TOKEN_PATTERN } from '@heirloom/database';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** Reusable field rules, so every DTO words the same rule the same way. */

export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims surrounding white space before the other rules look at the value. */
export const Trimmed = (): PropertyDecorator => Transform(trim);

/**
 * At most `max` Unicode code points, the unit a MariaDB VARCHAR counts. class-validator's MaxLength counts a symbol
 * with a variation selector (☀️) as one, so text it let through could overflow the column (a 500 on MariaDB).
 */
@ValidatorConstraint({ name: 'maxCodePoints' })
class MaxCodePointsRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if (typeof value !== 'string') return false;
    const [max] = args.constraints as [number];
    // A string of more than 2 × max UTF-16 units always has more than max code points: no need to spread a megabyte.
    return value.length <= max || (value.length <= 2 * max && [...value].length <= max);
  }
}

export const MaxCodePoints = (max: number): PropertyDecorator =>
  Validate(MaxCodePointsRule, [max], { message: `$property must be at most ${max} characters long` });

/** NUL ends a string in C code (bcrypt, some drivers and log tools): text carrying one is refused, not cut. */
@ValidatorConstraint({ name: 'noNulCharacter' })
class NoNulCharacterRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !value.includes('\u0000');
  }
}

export const NoNulCharacter = (): PropertyDecorator => Validate(NoNulCharacterRule, { message: '$property must not contain NUL characters' });

/**
 * May be left out, the field's initial value then standing (`limit: number = 20`). The OpenAPI document reads only a
 * `?` as optional, so it is told here as well (the contract spec compares the two).
 */
export const OptionalWithDefault = (): PropertyDecorator => applyDecorators(IsOptional(), ApiPropertyOptional());

/** May be left out, but not sent as null: for a change to a column that cannot be empty (IsOptional lets null by). */
export const OptionalNotNull = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;

@ValidatorConstraint({ name: 'passwordLength' })
class PasswordLengthRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length >= MIN_PASSWORD_LENGTH && Buffer.byteLength(value) <= MAX_PASSWORD_BYTES;
  }

  defaultMessage(args: ValidationArguments): string {
    const value = args.value;
    if (typeof value === 'string' && Buffer.byteLength(value) > MAX_PASSWORD_BYTES) {
      return `${args.property} must be at most ${MAX_PASSWORD_BYTES} bytes long`;
    }
    return `${args.property} must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
}

export const IsPassword = (): PropertyDecorator =>
  applyDecorators(IsString({ message: '$property must be a string' }), Validate(PasswordLengthRule), NoNulCharacter());

/** The current password, as typed: checked against the account, never validated further (nor ever echoed). */
export const IsCurrentPassword = (): PropertyDecorator => (target: object, key: string | symbol) => {
  // Registered first, the emptiness check is reported first (as LoginDto's stacked decorators do).
  IsNotEmpty({ message: '$property is required' })(target, key);
  IsString({ message: '$property must be a string' })(target, key);
};

/**
 * Left out only by an account without a password (made by single sign-on), which confirms by a recent sign-in with
 * its provider instead; an account with a password is told it is required, as the DTO said before (IdentityConfirmation).
 */
export const IsConfirmingPassword = (): PropertyDecorator => (target: object, key: string | symbol) => {
  IsCurrentPassword()(target, key);
  IsOptional()(target, key);
};

/** A trimmed, lower-cased e-mail address: addresses are compared case-insensitively. */
export const IsEmailAddress = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: '$property is required' }),
    IsString({ message: '$property must be a string' }),
    MaxCodePoints(254),
    IsEmail({}, { message: '$property must be a valid e-mail address' }),
  );

/** Required text, trimmed, between 1 and max characters. */
export const IsRequiredText = (max: number): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsNotEmpty({ message: '$property is required' }),
    IsString({ message: '$property must be a string' }),
    MaxCodePoints(max),
    NoNulCharacter(),
  );

/** Optional text, trimmed, at most max characters. */
export const IsOptionalText = (max: number): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsString({ message: '$property must be a string' }),
    MaxCodePoints(max),
    NoNulCharacter(),
  );

/** The token of a mailed link (43 base64url characters); anything else cannot be one. */
export const IsLinkToken = (): PropertyDecorator =>
  applyDecorators(
    IsNotEmpty({ message: '$property is required' }),
    IsString({ message: '$property must be a string' }),
    Matches(SECRET_TOKEN_PATTERN, { message: '$property must be the 43-character code from the link' }),
  );

export const IsFamilyRole = (): PropertyDecorator =>
  applyDecorators(IsIn(FAMILY_ROLES, { message: `$property must be one of: ${FAMILY_ROLES.join(', ')}` }));

/** A whole number from the query string, between min and max. */
export const IsQueryInt = (min: number, max: number): PropertyDecorator =>
  applyDecorators(
    Type(() => Number),
    IsInt({ message: '$property must be a whole number' }),
    Min(min, { message: `$property must be at least ${min}` }),
    Max(max, { message: `$property must be at most ${max}` }),
  );

/** The largest id of a 32-bit integer column. */
export const MAX_ID = 2_147_483_647;

/**
 * A JSON list of 1 to `max` distinct ids of `what` (photos): whole numbers from 1, never strings. Checked in this
 * order, so the first complaint is the most basic one.
 */
export const IsIdList = (max: number, what: string): PropertyDecorator =>
  applyDecorators(
    IsArray({ message: `$property must be a list of ${what} ids` }),
    ArrayMinSize(1, { message: `$property must name at least one ${what}` }),
    ArrayMaxSize(max, { message: `$property must name at most ${max} ${what}s` }),
    IsInt({ each: true, message: `$property must hold whole numbers (${what} ids)` }),
    Min(1, { each: true, message: `$property must hold ${what} ids, which start at 1` }),
    Max(MAX_ID, { each: true, message: `$property must hold ${what} ids, which are at most ${MAX_ID}` }),
    ArrayUnique({ message: `$property must name each ${what} once` }),
  );

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (no 2023-02-29), read without any time zone. */
function isCalendarDay(value: unknown): value is string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

@ValidatorConstraint({ name: 'calendarDay' })
class CalendarDayRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDay(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a real date written like 2024-05-17`;
  }
}

/** An optional day 'YYYY-MM-DD'; blank (or null) means no day and becomes null. */
export const IsOptionalDay = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }))),
    IsOptional(),
    Validate(CalendarDayRule),
  );
