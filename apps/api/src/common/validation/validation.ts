import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, Validate, ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { FAMILY_ROLES } from '@heirloom/database';

/** Reusable field rules, so every DTO words the same rule the same way. */

export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims surrounding white space before the other rules look at the value. */
export const Trimmed = (): PropertyDecorator => Transform(trim);

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
  applyDecorators(IsString({ message: '$property must be a string' }), Validate(PasswordLengthRule));

/** A trimmed, lower-cased e-mail address: addresses are compared case-insensitively. */
export const IsEmailAddress = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: '$property is required' }),
    IsString({ message: '$property must be a string' }),
    MaxLength(254, { message: '$property must be at most 254 characters long' }),
    IsEmail({}, { message: '$property must be a valid e-mail address' }),
  );

/** Required text, trimmed, between 1 and max characters. */
export const IsRequiredText = (max: number): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsNotEmpty({ message: '$property is required' }),
    IsString({ message: '$property must be a string' }),
    MaxLength(max, { message: `$property must be at most ${max} characters long` }),
  );

/** Optional text, trimmed, at most max characters. */
export const IsOptionalText = (max: number): PropertyDecorator =>
  applyDecorators(
    Trimmed(),
    IsString({ message: '$property must be a string' }),
    MaxLength(max, { message: `$property must be at most ${max} characters long` }),
  );

export const IsFamilyRole = (): PropertyDecorator =>
  applyDecorators(IsIn(FAMILY_ROLES, { message: `$property must be one of: ${FAMILY_ROLES.join(', ')}` }));
