import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { signInAgain } from '../account/sign-in-again';
import { PasswordSignInGuard } from '../auth/password-sign-in.guard';
import { Public } from '../common/decorators/public.decorator';
import { Throttled } from '../throttle/throttled.decorator';
import { toUserResponse } from '../users/user.response';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/**
 * Password reset (issue 17). Asking answers 202 whatever the address; resetting answers the account, signed in in
 * this browser and nowhere else. Unknown token 404; used, expired or for an old address 410: as for invitations.
 * Closed (403) under OIDC_ONLY: a reset signs in with a password.
 */
@ApiTags('auth')
@UseGuards(PasswordSignInGuard)
@Controller('auth/password')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Post('forgot')
  @HttpCode(202)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() request: Request): Promise<void> {
    await this.resets.forgot(dto.email, request.ip);
  }

  @Public()
  @Post('reset')
  @Throttled('password.reset.token')
  @HttpCode(200)
  async reset(@Body() dto: ResetPasswordDto, @Req() request: Request) {
    const user = await this.resets.reset(dto.token, dto.password);
    await signInAgain(request, user, false);
    return { user: toUserResponse(user) };
  }
}
