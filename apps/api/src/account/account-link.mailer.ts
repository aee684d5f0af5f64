import { ACCOUNT_TOKEN_TTL_MS, AccountTokenPurpose, AccountTokensRepository } from '@heirloom/database';
import { accountTokenMailJobId, JobProducer } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';

/**
 * Owes an account a mailed one-time link (a password reset, an address change) and queues the e-mail, as
 * EmailVerificationService does for its links: the row says the e-mail is owed, so a queue that is down only delays
 * it (OwedJobsSweeper queues it again), and the token is minted by the mail job, stored only as its hash.
 */
@Injectable()
export class AccountLinkMailer {
  private readonly logger = new Logger(AccountLinkMailer.name);

  constructor(
    private readonly tokens: AccountTokensRepository,
    private readonly jobs: JobProducer,
  ) {}

  async send(userId: number, purpose: AccountTokenPurpose, email: string): Promise<void> {
    const now = new Date();
    const owed =
      (await this.tokens.getOwed(userId, purpose, email, now)) ??
      (await this.tokens.createOwed(userId, purpose, email, new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose])));
    try {
      await this.jobs.enqueue('mail.account-token', { tokenId: owed.id }, { jobId: accountTokenMailJobId(owed) });
    } catch (error) {
      this.logger.warn(`Could not queue the ${purpose} e-mail of account ${userId} (sent when the queue is back): ${(error as Error).message}`);
    }
  }
}
