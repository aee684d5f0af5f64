import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../common/validation/validation.pipe';
import { LoginDto } from './auth.dto';

/**
 * Validates the login body (guards run before pipes), checks the credentials with passport-local,
 * then starts a session under a fresh id (passport regenerates it on login).
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.validation.transform(request.body ?? {}, { type: 'body', metatype: LoginDto });
    const allowed = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return allowed;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
