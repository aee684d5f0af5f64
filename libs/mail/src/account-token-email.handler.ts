import { AppConfig, InjectConfig } from '@heirloom/config';
import { ACCOUNT_TOKEN_TTL_MS, AccountTokenPurpose, AccountTokensRepository, hashSecretToken, newSecretToken, User } from '@heirloom/database';
import { HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { emailChangeEmail, passwordResetEmail } from './account-emails';
import { confirmEmailLink, resetPasswordLink, verifyEmailLink } from './app-url';
import { MailMessage, MailService } from './mail.service';
import { verificationEmail } from './verification-email';

/** What each purpose mails, and whether the account still wants it when the job runs. */
interface TokenMail {
  /** The account still wants the e-mail, to the token's address (`email`), when the job runs. */
  wanted(user: User, email: string): boolean;
  message(config: AppConfig, user: User, email: string, token: string, expiresAt: Date): MailMessage;
}

const TOKEN_MAILS: Record<AccountTokenPurpose, TokenMail> = {
  verify_email: {
    // Verified meanwhile (another link, an accepted invitation, a platform admin): nothing left to prove.
    wanted: (user, email) => user.email === email && user.emailVerifiedAt === null,
    message: (config, user, email, token, expiresAt) => verificationEmail({ to: email, name: user.name, verifyUrl: verifyEmailLink(config, token), expiresAt }),
  },
  // Only while the account still has the address it was asked for.
  reset_password: {
    wanted: (user, email) => user.email === email,
    message: (config, user, email, token, expiresAt) => passwordResetEmail({ to: email, name: user.name, url: resetPasswordLink(config, token), expiresAt }),
  },
  // To the new address, while the account has not moved there yet.
  change_email: {
    wanted: (user, email) => user.email !== email,
    message: (config, user, email, token, expiresAt) => emailChangeEmail({ to: email, name: user.name, url: confirmEmailLink(config, token), expiresAt }),
  },
};

/**
 * Mails an owed account token. The token is minted here and only its hash stored, so it exists nowhere but in the
 * e-mail: not in the queue, not in the database, not in a log. Its validity starts when it is minted.
 */
@Injectable()
@HandlesJob('mail.account-token')
export class AccountTokenEmailHandler implements JobHandler<'mail.account-token'> {
  private readonly logger = new Logger(AccountTokenEmailHandler.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: AccountTokensRepository,
    private readonly mail: MailService,
  ) {}

  async handle({ tokenId }: JobPayloads['mail.account-token']): Promise<void> {
    const row = await this.tokens.getOwedWithUser(tokenId);
    const tokenMail = row && TOKEN_MAILS[row.purpose];
    if (!row || !tokenMail || !tokenMail.wanted(row.user, row.email)) {
      this.logger.log(`Account token ${tokenId} is no longer owed an e-mail; none sent`);
      return;
    }
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[row.purpose]);
    if (!(await this.tokens.mint(row.id, hashSecretToken(token), expiresAt))) return;
    await this.mail.send(tokenMail.message(this.config, row.user, row.email, token, expiresAt));
    await this.tokens.markMailSent(row.id, new Date());
  }
}
