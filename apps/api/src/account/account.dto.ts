import type { ChangeEmailRequest, ChangePasswordRequest, ConfirmEmailRequest, DeleteAccountRequest, UpdateProfileRequest } from '@heirloom/contracts';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsEmailAddress, IsLinkToken, IsPassword, IsRequiredText } from '../common/validation/validation';

/** The current password, as typed: checked against the account, never validated further (nor ever echoed). */
const IsCurrentPassword = (): PropertyDecorator => (target: object, key: string | symbol) => {
  // Registered first, the emptiness check is reported first (as LoginDto's stacked decorators do).
  IsNotEmpty({ message: '$property is required' })(target, key);
  IsString({ message: '$property must be a string' })(target, key);
};

export class UpdateProfileDto implements UpdateProfileRequest {
  @IsRequiredText(100)
  name: string;
}

/**
 * Left out only by an account without a password (made by single sign-on), which confirms by a recent sign-in with
 * its provider instead; an account with a password is told it is required, as the DTO said before (AccountService).
 */
const IsConfirmingPassword = (): PropertyDecorator => (target: object, key: string | symbol) => {
  IsCurrentPassword()(target, key);
  IsOptional()(target, key);
};

export class DeleteAccountDto implements DeleteAccountRequest {
  @IsConfirmingPassword()
  password?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @IsCurrentPassword()
  current_password: string;

  /** At least 8 characters and at most 72 bytes (bcrypt's limit). */
  @IsPassword()
  new_password: string;
}

export class ChangeEmailDto implements ChangeEmailRequest {
  @IsEmailAddress()
  email: string;

  @IsConfirmingPassword()
  current_password?: string;
}

export class ConfirmEmailDto implements ConfirmEmailRequest {
  /** The token of the link mailed to the new address, `/confirm-email?token=…`. */
  @IsLinkToken()
  token: string;
}
