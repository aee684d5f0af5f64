import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../common/validation/validation.pipe';
import { beginSecondStep } from '../two-factor/pending-sign-in';
import { LoginDto } from './auth.dto';
import { SigningInUser } from './auth-user';

/**
 * Validates the login body (guards run before pipes), checks the credentials with passport-local,
 * then starts a session under a fresh id (passport regenerates it on login), or, for an account with two-factor
 * sign-in, a session that only waits for the second step.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.validation.transform(request.body ?? {}, { type: 'body', metatype: LoginDto });
    const allowed = (await super.canActivate(context)) as boolean;
    const user = request.user as SigningInUser & { totpEnabledAt?: Date | null };
    if (user.totpEnabledAt) {
      // Two-factor sign-in: the password was right, and grants nothing yet (POST /auth/login/2fa finishes).
      await beginSecondStep(request, user, (request.body as LoginDto).remember ?? false);
      request.user = undefined;
      return allowed;
    }
    await super.logIn(request);
    return allowed;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
