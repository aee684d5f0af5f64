import { UsersRepository } from '@heirloom/database';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import type { Request } from 'express';
import { HttpExceptionWithDetails } from '../common/filters/http-error-details';
import { ThrottleService } from '../throttle/throttle.service';
import { AuthUser } from './auth-user';
import { hasRecentSsoSignIn } from './sso-sign-in';

export const WRONG_PASSWORD = 'Your current password is not correct';
export const REAUTH_REQUIRED = 'Sign in again with your single sign-on provider to confirm this';

/**
 * What confirms a sensitive change: the password as typed (absent when left out), and whether this session signed in
 * with the provider within the last minutes (hasRecentSsoSignIn), which is what an account without a password offers.
 */
export interface Confirmation {
  password: string | undefined;
  recentSsoSignIn: boolean;
}

/** What a request offers to confirm with: the password it sent (if any) and its session's sign-in with the provider. */
export const confirmationOf = (request: Request, password: string | undefined): Confirmation => ({ password, recentSsoSignIn: hasRecentSsoSignIn(request) });

/**
 * The one check behind the account's sensitive changes (its e-mail, deleting it, turning two-factor sign-in off): the
 * current password of an account that has one, counted under the `account.password` throttle when wrong; for an
 * account without one (made or claimed by single sign-on), a recent sign-in with its provider ("sudo mode").
 */
@Injectable()
export class IdentityConfirmation {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttles: ThrottleService,
  ) {}

  /** False for an account made or claimed by single sign-on that has not set a password since. */
  async hasPassword(userId: number): Promise<boolean> {
    const user = await this.users.getById(userId);
    if (!user) throw new NotFoundException('Your account no longer exists');
    return user.hasPassword;
  }

  /** `field` names the password in the 400 of one left out (or null, which an optional DTO field lets through). */
  async confirm(user: AuthUser, { password, recentSsoSignIn }: Confirmation, field: string): Promise<void> {
    if (await this.hasPassword(user.id)) {
      if (typeof password !== 'string') throw new BadRequestException(`${field} is required`);
      return this.checkPassword(user, password);
    }
    if (!recentSsoSignIn) throw new HttpExceptionWithDetails(REAUTH_REQUIRED, 403, { reauth_required: true });
  }

  /** 403 unless it is the account's password. */
  async checkPassword(user: AuthUser, password: string): Promise<void> {
    const attempt = await this.throttles.begin(['account.password'], { userId: user.id });
    const hash = await this.users.getPasswordHash(user.id);
    if (!hash || !(await bcrypt.compare(password, hash))) throw new ForbiddenException(WRONG_PASSWORD);
    await attempt.succeeded();
  }
}
