import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthUser } from '../../auth/auth-user';
import { ADMIN_ONLY } from '../decorators/admin-only.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';

/** The one global guard: a session for every route not marked @Public(), platform admin for @AdminOnly(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('You need to sign in first');
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new ForbiddenException('This needs platform administrator rights');
    }
    return true;
  }
}
