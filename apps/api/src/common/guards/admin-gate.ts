import { AppConfig, InjectConfig } from '@heirloom/config';
import { TwoFactorRepository } from '@heirloom/database';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthUser } from '../../auth/auth-user';

export const ADMIN_TWO_FACTOR_FIRST = 'Turn on two-factor sign-in on your account page before you use the admin panel';

/**
 * Who may use the admin panel: a signed-in platform admin, and with REQUIRE_ADMIN_2FA one with two-factor sign-in
 * on. The one rule behind every /admin route: the global guard's @AdminOnly() and the queue dashboard alike.
 */
@Injectable()
export class AdminGate {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  /** Throws 401 or 403 unless the user may use the admin panel. */
  async check(user: AuthUser | undefined): Promise<void> {
    if (!user) throw new UnauthorizedException('You need to sign in first');
    if (!user.isAdmin) throw new ForbiddenException('This needs platform administrator rights');
    if (await this.twoFactorMissing(user)) throw new ForbiddenException(ADMIN_TWO_FACTOR_FIRST);
  }

  /** Whether a platform admin still has to turn two-factor sign-in on before the panel opens. */
  async twoFactorMissing(user: AuthUser): Promise<boolean> {
    return this.config.requireAdmin2fa && !(await this.twoFactor.getState(user.id))?.totpEnabledAt;
  }
}
