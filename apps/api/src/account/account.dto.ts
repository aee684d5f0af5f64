import type { ChangeEmailRequest, ChangePasswordRequest, ConfirmEmailRequest, DeleteAccountRequest, UpdateProfileRequest } from '@heirloom/contracts';
import { IsConfirmingPassword, IsCurrentPassword, IsEmailAddress, IsLinkToken, IsPassword, IsRequiredText } from '../common/validation/validation';

export class UpdateProfileDto implements UpdateProfileRequest {
  @IsRequiredText(100)
  name: string;
}

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
