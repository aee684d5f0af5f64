import type { SsoConfigResponse, SsoErrorCode } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { Controller, Get, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { signInAgain } from '../account/sign-in-again';
import { keepSsoSignIn } from '../auth/sso-sign-in';
import { Public } from '../common/decorators/public.decorator';
import { Throttled } from '../throttle/throttled.decorator';
import { beginSecondStep } from '../two-factor/pending-sign-in';
import { appOrigin, OidcClientSource } from './oidc-client.source';
import { keepFlow, takeFlow } from './oidc-flow';
import { SsoLoginDto } from './oidc.dto';
import { OidcService } from './oidc.service';
import { SsoRefusal } from './sso-refusal';

export const CALLBACK_PATH = '/api/auth/oidc/callback';

/** The sign-in page, saying why single sign-on did not sign in (or that a second step is due), keeping the target. */
function loginPage(say: { sso_error: SsoErrorCode } | { second_step: '1' }, returnTo: string | null): string {
  return `/login?${new URLSearchParams({ ...say, ...(returnTo ? { redirect: returnTo } : {}) })}`;
}

/**
 * Single sign-on (issue 17): browser navigations that answer redirects, to the provider and back to the web client's
 * pages; a refusal goes back to /login?sso_error=<code>. 404 while it is not set up.
 */
@ApiTags('auth')
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly oidc: OidcService,
    private readonly clients: OidcClientSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** How the sign-in page offers single sign-on, read before anyone is signed in. */
  @Public()
  @Get('config')
  ssoConfig(): SsoConfigResponse {
    const oidc = this.config.oidc;
    return { enabled: Boolean(oidc), button_text: oidc?.buttonText ?? null, password_sign_in: !oidc?.only };
  }

  /** Sends the browser to the provider; the session keeps the state, nonce and PKCE verifier for the callback. */
  @Public()
  @Throttled('sso.start')
  @Get('login')
  async login(@Query() query: SsoLoginDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    void this.clients.settings;
    const returnTo = query.redirect ?? null;
    try {
      const { url, flow } = await this.oidc.begin(this.redirectUri(request), returnTo);
      keepFlow(request, flow);
      response.redirect(302, url);
    } catch (error) {
      this.refused(error, response, returnTo);
    }
  }

  /**
   * The provider's answer: signs the browser in under a fresh session id (or, for an account with two-factor sign-in,
   * starts its second step) and opens the page it was going to.
   */
  @Public()
  @Get('callback')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    void this.clients.settings;
    const flow = takeFlow(request);
    const returnTo = flow?.returnTo ?? null;
    try {
      const { user, idToken } = await this.oidc.complete(flow, request);
      const sso = { at: Date.now(), idToken };
      if (user.totpEnabledAt) {
        await beginSecondStep(request, user, false, sso);
        return response.redirect(302, loginPage({ second_step: '1' }, returnTo));
      }
      await signInAgain(request, user, false);
      keepSsoSignIn(request, sso);
      response.redirect(302, returnTo ?? '/dashboard');
    } catch (error) {
      this.refused(error, response, returnTo);
    }
  }

  /** APP_URL's callback, else the one of the address the browser used (the provider accepts only registered ones). */
  private redirectUri(request: Request): string {
    return `${appOrigin(this.config, request)}${CALLBACK_PATH}`;
  }

  private refused(error: unknown, response: Response, returnTo: string | null): void {
    if (!(error instanceof SsoRefusal)) throw error;
    this.logger.warn(`Single sign-on refused (${error.code}): ${error.message}`);
    response.redirect(302, loginPage({ sso_error: error.code }, returnTo));
  }
}
