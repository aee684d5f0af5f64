import { AccountToken, AccountTokenPurpose, User } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';

/** The one-time tokens mailed to accounts (account_tokens), looked up by the hash of the token that comes back. */
@Injectable()
export class AccountTokensRepository {
  constructor(
    @InjectRepository(AccountToken) private readonly tokens: Repository<AccountToken>,
    private readonly dataSource: DataSource,
  ) {}

  /** A token whose e-mail is owed: the mail job mints the token itself (AccountTokenEmailHandler). */
  createOwed(userId: number, purpose: AccountTokenPurpose, email: string, expiresAt: Date): Promise<AccountToken> {
    return this.tokens.save(this.tokens.create({ userId, purpose, email, expiresAt, tokenHash: null, usedAt: null, mailSentAt: null }));
  }

  /** A token for this account, purpose and address whose e-mail has not gone out yet, if any. */
  getOwed(userId: number, purpose: AccountTokenPurpose, email: string, now: Date): Promise<AccountToken | null> {
    return this.tokens.findOneBy({ userId, purpose, email, mailSentAt: IsNull(), usedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  getByHash(purpose: AccountTokenPurpose, tokenHash: string): Promise<AccountToken | null> {
    return this.tokens.findOneBy({ purpose, tokenHash });
  }

  /**
   * Uses a verify_email token up and verifies the address it was mailed to, in one transaction. The token is claimed
   * by a conditional UPDATE, so of two uses at once exactly one succeeds: false for the other.
   */
  async claimForVerification(token: AccountToken, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(AccountToken, { id: token.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return false;
      // Already verified (another link, an invitation, an admin): the first time stands.
      await manager.update(User, { id: token.userId, email: token.email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
      return true;
    });
  }
}
