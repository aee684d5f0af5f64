import type { LogoutResponse, SessionResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { toUserResponse } from '../users/user.response';
import { AuthUser } from './auth-user';
import { LoginDto, RegisterDto } from './auth.dto';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';
import { Throttled } from '../throttle/throttled.decorator';
import { LoginGuard } from './login.guard';
import { PasswordSignInGuard } from './password-sign-in.guard';
import { applySessionLifetime } from './session-lifetime';
import { SESSION_COOKIE } from '../session/session.options';
import { OidcClientSource } from '../oidc/oidc-client.source';
import { ssoSignInOf } from './sso-sign-in';

const logIn = (request: Request, user: AuthUser): Promise<void> =>
  new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly knownDevices: KnownDevices,
    private readonly oidcClients: OidcClientSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Public()
  @UseGuards(PasswordSignInGuard)
  @Throttled('register')
  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const user = await this.auth.register(dto);
    await logIn(request, user);
    applySessionLifetime(request, false);
    this.knownDevices.remember(request, response, user.email);
    return { user: toUserResponse(user) };
  }

  @Public()
  @UseGuards(PasswordSignInGuard, LoginGuard)
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentUser() user: AuthUser | undefined) {
    // Two-factor sign-in: nothing is granted until POST /auth/login/2fa.
    if (!user) return { two_factor_required: true };
    applySessionLifetime(request, dto.remember ?? false);
    this.knownDevices.remember(request, response, user.email);
    return { user: toUserResponse(user) };
  }

  /**
   * 204; a session signed in with the provider answers 200 `{logout_url}` instead (when the provider advertises an
   * end_session_endpoint), where the client sends the browser so the provider's session ends too.
   */
  @Public()
  @Post('logout')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    const sso = ssoSignInOf(request);
    await new Promise<void>((resolve, reject) => request.logOut((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    const logoutUrl = sso ? await this.oidcClients.endSessionUrl(sso.idToken, request) : null;
    if (!logoutUrl) return void response.status(204).end();
    response.status(200).json({ logout_url: logoutUrl } satisfies LogoutResponse);
  }

  /** The session's user, and the upload limits the client checks files against before sending them. */
  @Get('me')
  me(@CurrentUser() user: AuthUser): SessionResponse {
    return { user: toUserResponse(user), upload_limits: { max_photo_mb: this.config.maxUploadMb, max_video_mb: this.config.maxVideoMb } };
  }
}
