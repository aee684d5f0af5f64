import { AppConfig, InjectConfig } from '@heirloom/config';
import { AccountTokensRepository, hashSecretToken, UsersRepository } from '@heirloom/database';
import { GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { AccountLinkMailer } from '../account/account-link.mailer';
import { AuditService } from '../audit/audit.service';
import { SigningInUser } from '../auth/auth-user';
import { ThrottleService } from '../throttle/throttle.service';

/**
 * Password reset by e-mail. Asking answers the same, at once, whatever the address: the throttles count the request,
 * and only then, after the answer, is the address looked up and a link owed (AccountLinkMailer), so neither the
 * status nor the time taken tells whether an account uses it. The link's token (256 bits, only its hash stored)
 * works once, for one hour; using it sets the password, ends every session of the account and signs the browser in.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly mailer: AccountLinkMailer,
    private readonly throttles: ThrottleService,
    private readonly audit: AuditService,
  ) {}

  /** Counts the request (429 past the limits) and mails the link in the background when an account has the address. */
  async forgot(email: string, address: string | undefined): Promise<void> {
    await this.throttles.begin(['password.reset.address', 'password.reset'], { address, email });
    setImmediate(() => {
      this.mailLink(email).catch((error: Error) => this.logger.error(`Could not owe a password reset e-mail: ${error.message}`));
    });
  }

  /** Sets the new password with a mailed token; answers the account, with its new session key, to sign in. */
  async reset(token: string, password: string): Promise<SigningInUser> {
    const row = await this.tokens.getByHash('reset_password', hashSecretToken(token));
    if (!row) throw new NotFoundException('This password reset link is not valid: ask for a new one');
    if (row.usedAt) throw new GoneException('This password reset link has already been used: ask for a new one');
    const now = new Date();
    if (row.expiresAt <= now) throw new GoneException('This password reset link has expired: ask for a new one');
    const user = await this.users.getById(row.userId);
    if (!user || user.email !== row.email) throw new GoneException('This password reset link was sent to an address your account no longer uses');
    const passwordHash = await bcrypt.hash(password, this.config.bcryptRounds);
    const sessionKey = await this.tokens.claimForReset(row, passwordHash, now);
    if (!sessionKey) throw new GoneException('This password reset link has already been used: ask for a new one');
    // The owner proved the mailbox: a slow-down of the account (strangers guessing it) ends.
    await this.throttles.forget('sign-in.account', { email: user.email });
    this.logger.log(`Account ${user.id} set a new password with a reset link; its sessions ended`);
    const updated = (await this.users.getById(row.userId))!;
    await this.audit.record({ action: 'password.reset', actor: updated, target: { type: 'user', id: updated.id, label: updated.name } });
    return Object.assign(updated, { sessionKey });
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.users.getByEmail(email);
    if (user) await this.mailer.send(user.id, 'reset_password', user.email);
  }
}
