import type { ForgotPasswordRequest, ResetPasswordRequest } from '@heirloom/contracts';
import { IsEmailAddress, IsLinkToken, IsPassword } from '../common/validation/validation';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsEmailAddress()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  /** The token of the mailed link `/reset-password?token=…`. */
  @IsLinkToken()
  token: string;

  /** At least 8 characters and at most 72 bytes (bcrypt's limit). */
  @IsPassword()
  password: string;
}
