import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Throttled } from '../throttle/throttled.decorator';
import { toUserResponse } from '../users/user.response';
import { AuthUser } from './auth-user';
import { VerifyEmailDto } from './auth.dto';
import { EmailVerificationService } from './email-verification.service';

/**
 * Address verification. Verifying is public, since the link may be opened in a browser that is signed out; it answers
 * the account whose address it verified. Unknown token 404, used or expired (or for an old address) 410: as for
 * invitation tokens.
 */
@ApiTags('auth')
@Controller('auth/email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Public()
  @Post('verify')
  @Throttled('email.verify')
  @HttpCode(200)
  async verify(@Body() dto: VerifyEmailDto) {
    return { user: toUserResponse(await this.verification.verify(dto.token)) };
  }

  /** Mails a new link; 409 when the address is verified already. */
  @Post('resend')
  @Throttled('email.resend')
  @HttpCode(202)
  async resend(@CurrentUser() user: AuthUser): Promise<void> {
    await this.verification.resend(user);
  }
}
