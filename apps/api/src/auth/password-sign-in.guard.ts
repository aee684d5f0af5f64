import { AppConfig, InjectConfig } from '@heirloom/config';
import { CanActivate, ForbiddenException, Injectable } from '@nestjs/common';

/**
 * OIDC_ONLY: the provider is the only way in, so the routes that sign in with a password or create a password account
 * (login, register, password reset) answer 403 saying so.
 */
@Injectable()
export class PasswordSignInGuard implements CanActivate {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  canActivate(): boolean {
    const oidc = this.config.oidc;
    if (oidc?.only) throw new ForbiddenException(`This server signs in with single sign-on only: use "${oidc.buttonText}" on the sign-in page`);
    return true;
  }
}
