import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthUser } from '../../auth/auth-user';
import { ADMIN_ONLY, BEFORE_ADMIN_TWO_FACTOR } from '../decorators/admin-only.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { AdminGate } from './admin-gate';

/**
 * The one global guard: a session for every route not marked @Public(), and the admin gate (platform admin, with
 * REQUIRE_ADMIN_2FA two-factor sign-in on) for @AdminOnly().
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly admins: AdminGate,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('You need to sign in first');
    if (!this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets)) return true;
    if (this.reflector.get<boolean>(BEFORE_ADMIN_TWO_FACTOR, context.getHandler())) {
      if (!user.isAdmin) throw new ForbiddenException('This needs platform administrator rights');
      return true;
    }
    await this.admins.check(user);
    return true;
  }
}
