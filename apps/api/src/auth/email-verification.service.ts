import { ACCOUNT_TOKEN_TTL_MS, AccountTokensRepository, hashSecretToken, User, UsersRepository } from '@heirloom/database';
import { accountTokenMailJobId, JobProducer } from '@heirloom/jobs';
import { ConflictException, GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AuthUser } from './auth-user';

/**
 * Proves that an account receives mail at its address: a one-time link mailed at registration and on request. The
 * token is minted by the mail job and stored hashed; here it only comes back, once, within 24 hours.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    private readonly tokens: AccountTokensRepository,
    private readonly users: UsersRepository,
    private readonly jobs: JobProducer,
  ) {}

  /**
   * Owes the account a verification e-mail and queues it. The row is written first and says the e-mail is owed, so
   * a queue that is down now (or loses the job later) only delays it: OwedJobsSweeper queues it again. Hence a
   * failed enqueue is no failure of the request that asked for the e-mail.
   */
  async sendLink(user: Pick<User, 'id' | 'email'>): Promise<void> {
    const now = new Date();
    const owed =
      (await this.tokens.getOwed(user.id, 'verify_email', user.email, now)) ??
      (await this.tokens.createOwed(user.id, 'verify_email', user.email, new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.verify_email)));
    try {
      await this.jobs.enqueue('mail.account-token', { tokenId: owed.id }, { jobId: accountTokenMailJobId(owed) });
    } catch (error) {
      this.logger.warn(`Could not queue the address check e-mail of account ${user.id} (sent when the queue is back): ${(error as Error).message}`);
    }
  }

  /** Another link, for an account still unverified (the earlier links keep working until they expire). */
  async resend(user: AuthUser): Promise<void> {
    if (user.emailVerifiedAt) throw new ConflictException('Your e-mail address is already verified');
    await this.sendLink(user);
  }

  /** Verifies the address the token was mailed to; answers that account. */
  async verify(token: string): Promise<User> {
    const row = await this.tokens.getByHash('verify_email', hashSecretToken(token));
    if (!row) throw new NotFoundException('This verification link is not valid: ask for a new one from your dashboard');
    if (row.usedAt) throw new GoneException('This verification link has already been used');
    const now = new Date();
    if (row.expiresAt <= now) throw new GoneException('This verification link has expired: ask for a new one from your dashboard');
    const user = await this.users.getById(row.userId);
    if (!user || user.email !== row.email) throw new GoneException('This verification link was sent to an address your account no longer uses');
    if (!(await this.tokens.claimForVerification(row, now))) throw new GoneException('This verification link has already been used');
    return (await this.users.getById(row.userId))!;
  }
}
