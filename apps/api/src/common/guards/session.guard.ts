import { AppConfig, InjectConfig } from '@heirloom/config';
import { TwoFactorRepository } from '@heirloom/database';
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthUser } from '../../auth/auth-user';
import { ADMIN_ONLY } from '../decorators/admin-only.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';

/**
 * The one global guard: a session for every route not marked @Public(), platform admin for @AdminOnly() (and with
 * REQUIRE_ADMIN_2FA, a platform admin with two-factor sign-in on).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectConfig() private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('You need to sign in first');
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new ForbiddenException('This needs platform administrator rights');
    }
    if (this.config.requireAdmin2fa && this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !(await this.twoFactor.getState(user.id))?.totpEnabledAt) {
      throw new ForbiddenException('Turn on two-factor sign-in on your account page before you use the admin panel');
    }
    return true;
  }
}
