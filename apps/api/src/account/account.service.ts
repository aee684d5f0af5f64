import { AppConfig, InjectConfig } from '@heirloom/config';
import { AccountTokensRepository, hashSecretToken, User, UsersRepository } from '@heirloom/database';
import { BadRequestException, ConflictException, GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { UserRemovalService } from '../admin/user-removal.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser, SigningInUser } from '../auth/auth-user';
import { Confirmation, IdentityConfirmation } from '../auth/identity-confirmation';
import { isUniqueViolation } from '../common/database/unique-violation';
import { AccountLinkMailer } from './account-link.mailer';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * One's own account: the name, the password (the current one required; every other session ends), the e-mail
 * address (the current password required; moved only once a link mailed to the new address is followed) and the
 * account itself (the password required; the same as a platform admin's deletion, once no family is left without an
 * admin). A wrong current password counts under the `account.password` throttle. An account without a password
 * (made or claimed by single sign-on) confirms the last two by a recent sign-in with its provider instead.
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly mailer: AccountLinkMailer,
    private readonly removal: UserRemovalService,
    private readonly confirmation: IdentityConfirmation,
    private readonly audit: AuditService,
  ) {}

  /** False for an account made or claimed by single sign-on that has not set a password since. */
  hasPassword(user: AuthUser): Promise<boolean> {
    return this.confirmation.hasPassword(user.id);
  }

  async rename(user: AuthUser, name: string): Promise<User> {
    await this.users.update(user.id, { name });
    return this.existing(user.id);
  }

  /** Sets the new password and a new session key; answers the account with it, for this browser to sign in again. */
  async changePassword(user: AuthUser, current: string, next: string): Promise<SigningInUser> {
    await this.confirmation.checkPassword(user, current);
    const sessionKey = await this.users.setPassword(user.id, await bcrypt.hash(next, this.config.bcryptRounds));
    await this.audit.record({ action: 'password.changed', actor: user, target: { type: 'user', id: user.id, label: user.name } });
    this.logger.log(`Account ${user.id} changed its password; its other sessions ended`);
    return Object.assign(await this.existing(user.id), { sessionKey });
  }

  /** Mails a confirmation link to the new address; the account keeps its address until the link is followed. */
  async requestEmailChange(user: AuthUser, email: string, confirmation: Confirmation): Promise<void> {
    await this.confirmation.confirm(user, confirmation, 'current_password');
    if (email === user.email) throw new BadRequestException('This is already your e-mail address');
    if (await this.users.getByEmail(email)) throw new ConflictException(EMAIL_TAKEN);
    await this.mailer.send(user.id, 'change_email', email);
  }

  /** Moves the account to the address the link was mailed to (verified, since the link reached it). */
  async confirmEmailChange(token: string): Promise<User> {
    const row = await this.tokens.getByHash('change_email', hashSecretToken(token));
    if (!row) throw new NotFoundException('This confirmation link is not valid: ask for a new one from your account page');
    if (row.usedAt) throw new GoneException('This confirmation link has already been used');
    const now = new Date();
    if (row.expiresAt <= now) throw new GoneException('This confirmation link has expired: ask for a new one from your account page');
    if (!(await this.users.getById(row.userId))) throw new GoneException('This confirmation link is for an account that no longer exists');
    let outcome: 'claimed' | 'used' | 'taken';
    try {
      outcome = await this.tokens.claimForEmailChange(row, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = 'taken';
    }
    if (outcome === 'taken') throw new ConflictException(EMAIL_TAKEN);
    if (outcome === 'used') throw new GoneException('This confirmation link has already been used');
    this.logger.log(`Account ${row.userId} moved to a new e-mail address`);
    const moved = await this.existing(row.userId);
    // The addresses themselves stay out of the trail: who and when is what it keeps.
    await this.audit.record({ action: 'email.changed', actor: moved, target: { type: 'user', id: moved.id, label: moved.name } });
    return moved;
  }

  /** Deletes the account as a platform admin would; 409 naming the family while it would be left without an admin. */
  async deleteOwn(user: AuthUser, confirmation: Confirmation): Promise<void> {
    await this.confirmation.confirm(user, confirmation, 'password');
    const waiting = await this.users.familiesAwaitingHandover(user.id);
    if (waiting.length > 0) {
      const names = waiting.map((family) => `"${family.name}"`).join(', ');
      throw new ConflictException(`You are the only admin of ${names}: make another member an admin first, or remove the other members`);
    }
    await this.removal.remove(user.id, user);
    this.logger.log(`Account ${user.id} deleted itself`);
  }

  private async existing(id: number): Promise<User> {
    const user = await this.users.getById(id);
    if (!user) throw new NotFoundException('Your account no longer exists');
    return user;
  }
}
