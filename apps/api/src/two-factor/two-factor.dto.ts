import type { DisableTwoFactorRequest, EnableTwoFactorRequest, SecondStepRequest } from '@heirloom/contracts';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { IsConfirmingPassword } from '../common/validation/validation';

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}$/;

export class EnableTwoFactorDto implements EnableTwoFactorRequest {
  @Matches(SIX_DIGITS, { message: '$property must be the 6 digits your authenticator app shows' })
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: '$property is required' })
  code: string;
}

export class DisableTwoFactorDto implements DisableTwoFactorRequest {
  @IsConfirmingPassword()
  password?: string;

  /** A code of the authenticator app, or a recovery code. */
  @Matches(new RegExp(`${SIX_DIGITS.source}|${RECOVERY_CODE.source}`), { message: '$property must be a 6-digit code or a recovery code' })
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: '$property is required' })
  code: string;
}

/** Exactly one of the two. */
export class SecondStepDto implements SecondStepRequest {
  @ValidateIf((dto: SecondStepDto) => dto.recovery_code === undefined)
  @Matches(SIX_DIGITS, { message: '$property must be the 6 digits your authenticator app shows' })
  @IsString({ message: '$property must be a string' })
  @IsNotEmpty({ message: 'code or recovery_code is required' })
  code?: string;

  @IsOptional()
  @ValidateIf((dto: SecondStepDto) => dto.code === undefined)
  @Matches(RECOVERY_CODE, { message: '$property must be a recovery code like abcde-fghij' })
  @IsString({ message: '$property must be a string' })
  recovery_code?: string;
}
