import type { ProfileResponse } from '@heirloom/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/auth-user';
import { confirmationOf } from '../auth/identity-confirmation';
import { DevicesService } from '../devices/devices.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { SESSION_COOKIE } from '../session/session.options';
import { Throttled } from '../throttle/throttled.decorator';
import { toUserResponse } from '../users/user.response';
import { ChangeEmailDto, ChangePasswordDto, ConfirmEmailDto, DeleteAccountDto, UpdateProfileDto } from './account.dto';
import { AccountService } from './account.service';
import { isRemembered, signInAgain } from './sign-in-again';

/** One's own account (issue 17): always the caller's, so no access rule names it. */
@ApiTags('account')
@Controller('me')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly devices: DevicesService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get()
  async me(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    return { user: toUserResponse(user), has_password: await this.account.hasPassword(user), two_factor: await this.twoFactor.status(user.id) };
  }

  @Put()
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto) {
    return { user: toUserResponse(await this.account.rename(user, dto.name)) };
  }

  /**
   * Deletes the account and everything that is theirs; this browser is signed out. Confirmed by the password, or for
   * an account without one by a sign-in with the provider at most 10 minutes old (else 403, `reauth_required`).
   */
  @Delete()
  @HttpCode(200)
  async remove(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.account.deleteOwn(user, confirmationOf(request, dto.password));
    await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Every other session of the account ends; this browser stays signed in (under a new session). */
  @Put('password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() request: Request): Promise<void> {
    const before = request.sessionID;
    const remember = isRemembered(request);
    const signingIn = await this.account.changePassword(user, dto.current_password, dto.new_password);
    await signInAgain(request, signingIn, remember);
    await this.devices.continued(before, request.sessionID);
  }

  @Put('email')
  @HttpCode(202)
  async changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto, @Req() request: Request): Promise<void> {
    await this.account.requestEmailChange(user, dto.email, confirmationOf(request, dto.current_password));
  }
}

/** Confirming a new address: public, as the link may be opened in any browser; the token alone proves the mailbox. */
@ApiTags('account')
@Controller('auth/email')
export class EmailChangeController {
  constructor(private readonly account: AccountService) {}

  @Public()
  @Post('confirm')
  @Throttled('email.verify')
  @HttpCode(200)
  async confirm(@Body() dto: ConfirmEmailDto) {
    return { user: toUserResponse(await this.account.confirmEmailChange(dto.token)) };
  }
}
