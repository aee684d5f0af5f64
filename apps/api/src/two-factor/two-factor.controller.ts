import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@heirloom/contracts';
import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { signInAgain } from '../account/sign-in-again';
import { AuthUser } from '../auth/auth-user';
import { KnownDevices } from '../auth/known-devices';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { toUserResponse } from '../users/user.response';
import { confirmationOf } from '../auth/identity-confirmation';
import { keepSsoSignIn } from '../auth/sso-sign-in';
import { endSecondStep, pendingSignIn } from './pending-sign-in';
import { DisableTwoFactorDto, EnableTwoFactorDto, SecondStepDto } from './two-factor.dto';
import { NO_PENDING, TwoFactorService } from './two-factor.service';

/** Two-factor sign-in of one's own account (issue 17). */
@ApiTags('account')
@Controller('me/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setup(user);
  }

  @Post('enable')
  @HttpCode(200)
  async enable(@CurrentUser() user: AuthUser, @Body() dto: EnableTwoFactorDto): Promise<RecoveryCodesResponse> {
    return { recovery_codes: await this.twoFactor.enable(user, dto.code) };
  }

  @Post('disable')
  @HttpCode(200)
  async disable(@CurrentUser() user: AuthUser, @Body() dto: DisableTwoFactorDto, @Req() request: Request): Promise<void> {
    await this.twoFactor.disable(user, confirmationOf(request, dto.password), dto.code);
  }
}

/** The second step of signing in: a code of the authenticator app or a recovery code, after the password. */
@ApiTags('auth')
@Controller('auth/login')
export class SecondStepController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly knownDevices: KnownDevices,
  ) {}

  /**
   * Signed in once the code is accepted; the browser is then remembered for the account (KnownDevices), as after a
   * sign-in without a second step, so the per-account slow-down spares it. It never skips the second step.
   */
  @Public()
  @Post('2fa')
  @HttpCode(200)
  async secondStep(@Body() dto: SecondStepDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const pending = pendingSignIn(request);
    if (!pending) throw new UnauthorizedException(NO_PENDING);
    const given = { code: dto.code, recoveryCode: dto.code === undefined ? dto.recovery_code : undefined };
    // A wrong code throws and may be tried again; an account whose password changed since the first step starts over.
    const user = await this.twoFactor.finishSignIn(pending, given);
    endSecondStep(request);
    if (!user) throw new UnauthorizedException(NO_PENDING);
    await signInAgain(request, { ...user, sessionKey: pending.key }, pending.remember);
    // After single sign-on the provider's sign-in is the session's (its time, for "sudo mode"; its ID token, for logout).
    if (pending.sso) keepSsoSignIn(request, pending.sso);
    this.knownDevices.remember(request, response, user.email);
    return { user: toUserResponse(user) };
  }
}
