import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@heirloom/contracts';
import { UsersRepository } from '@heirloom/database';
import { Body, Controller, HttpCode, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { signInAgain } from '../account/sign-in-again';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { toUserResponse } from '../users/user.response';
import { endSecondStep, pendingSignIn } from './pending-sign-in';
import { DisableTwoFactorDto, EnableTwoFactorDto, SecondStepDto } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';

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
  async disable(@CurrentUser() user: AuthUser, @Body() dto: DisableTwoFactorDto): Promise<void> {
    await this.twoFactor.disable(user, dto.password, dto.code);
  }
}

const NO_PENDING = 'Sign in with your e-mail and password first';

/** The second step of signing in: a code of the authenticator app or a recovery code, after the password. */
@ApiTags('auth')
@Controller('auth/login')
export class SecondStepController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersRepository,
  ) {}

  @Public()
  @Post('2fa')
  @HttpCode(200)
  async secondStep(@Body() dto: SecondStepDto, @Req() request: Request) {
    const pending = pendingSignIn(request);
    if (!pending) throw new UnauthorizedException(NO_PENDING);
    const accepted = await this.twoFactor.check(pending.id, { code: dto.code, recoveryCode: dto.code === undefined ? dto.recovery_code : undefined });
    if (!accepted) throw new UnauthorizedException('That code is not right, or was used already');
    // The account may have changed its password (its session key) since the first step: then it starts over.
    const user = await this.users.getSessionUser(pending.id, pending.key);
    endSecondStep(request);
    if (!user) throw new UnauthorizedException(NO_PENDING);
    await signInAgain(request, { ...user, sessionKey: pending.key }, pending.remember);
    return { user: toUserResponse(user) };
  }
}
