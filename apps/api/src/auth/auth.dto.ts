import type { LoginRequest, RegisterRequest, VerifyEmailRequest } from '@heirloom/contracts';
import { IsBoolean, IsOptional, IsString, IsNotEmpty } from 'class-validator';
import { IsEmailAddress, IsLinkToken, IsPassword, IsRequiredText } from '../common/validation/validation';

export class RegisterDto implements RegisterRequest {
  @IsEmailAddress()
  email: string;

  /** At least 8 characters and at most 72 bytes (bcrypt's limit). */
  @IsPassword()
  password: string;

  @IsRequiredText(100)
  name: string;
}

export class LoginDto implements LoginRequest {
  @IsEmailAddress()
  email: string;

  // Decorators apply bottom-up: the emptiness check runs first.
  @IsString({ message: 'password must be a string' })
  @IsNotEmpty({ message: 'password is required' })
  password: string;

  /** Keep the session for 30 days instead of until the browser closes. */
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  remember?: boolean = false;
}

export class VerifyEmailDto implements VerifyEmailRequest {
  /** The token of the mailed link `/verify-email?token=…`. */
  @IsLinkToken()
  token: string;
}
