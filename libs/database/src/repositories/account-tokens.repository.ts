import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Not, Repository } from 'typeorm';
import { newSessionKey } from './session-key';
import { AccountToken, AccountTokenPurpose, User } from '../entities';

/** A token whose e-mail has not gone out yet (what the maintenance sweep queues again). */
export type OwedTokenMail = Pick<AccountToken, 'id'>;

/** The one-time tokens mailed to accounts (account_tokens), looked up by the hash of the token that comes back. */
@Injectable()
export class AccountTokensRepository {
  constructor(@InjectRepository(AccountToken) private readonly tokens: Repository<AccountToken>) {}

  /** A token whose e-mail is owed: the mail job mints the token itself (AccountTokenEmailHandler). */
  createOwed(userId: number, purpose: AccountTokenPurpose, email: string, expiresAt: Date): Promise<AccountToken> {
    return this.tokens.save(this.tokens.create({ userId, purpose, email, expiresAt, tokenHash: null, usedAt: null, mailSentAt: null }));
  }

  /** A token for this account, purpose and address whose e-mail has not gone out yet, if any. */
  getOwed(userId: number, purpose: AccountTokenPurpose, email: string, now: Date): Promise<AccountToken | null> {
    return this.tokens.findOneBy({ userId, purpose, email, mailSentAt: IsNull(), usedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /** The token's row with its account, while its e-mail is owed and it is unused; null otherwise. */
  getOwedWithUser(id: number): Promise<(AccountToken & { user: User }) | null> {
    return this.tokens.findOne({ where: { id, mailSentAt: IsNull(), usedAt: IsNull() }, relations: { user: true } }) as Promise<
      (AccountToken & { user: User }) | null
    >;
  }

  /** Unused, unexpired tokens whose e-mail is not sent yet, after `afterId` along the primary key, `limit` of them. */
  getOwedMail(now: Date, afterId: number, limit: number): Promise<OwedTokenMail[]> {
    return this.tokens.find({
      select: { id: true },
      where: { mailSentAt: IsNull(), usedAt: IsNull(), expiresAt: MoreThan(now), id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  /**
   * Stores the hash of a freshly minted token and when it expires, while the row is still owed its e-mail: false
   * when it is not (sent or used meanwhile).
   */
  async mint(id: number, tokenHash: string, expiresAt: Date): Promise<boolean> {
    const result = await this.tokens.update({ id, mailSentAt: IsNull(), usedAt: IsNull() }, { tokenHash, expiresAt });
    return Boolean(result.affected);
  }

  async markMailSent(id: number, at: Date): Promise<void> {
    await this.tokens.update({ id }, { mailSentAt: at });
  }

  getByHash(purpose: AccountTokenPurpose, tokenHash: string): Promise<AccountToken | null> {
    return this.tokens.findOneBy({ purpose, tokenHash });
  }

  /**
   * Uses a verify_email token up and verifies the address it was mailed to, in one transaction. The token is claimed
   * by a conditional UPDATE, so of two uses at once exactly one succeeds: false for the other.
   */
  async claimForVerification(token: AccountToken, now: Date): Promise<boolean> {
    return this.tokens.manager.transaction(async (manager) => {
      const claimed = await manager.update(AccountToken, { id: token.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return false;
      // Already verified (another link, an invitation, an admin): the first time stands.
      await manager.update(User, { id: token.userId, email: token.email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
      return true;
    });
  }

  /**
   * Uses a reset_password token up and sets the account's new password in one transaction: the account gets a new
   * session key (every session ends), its other reset links stop working, and its address counts as verified (the
   * link reached it). Null when the token was used meanwhile (of two uses at once exactly one succeeds); otherwise
   * the new session key, for the browser that reset to sign in with.
   */
  async claimForReset(token: AccountToken, passwordHash: string, now: Date): Promise<string | null> {
    return this.tokens.manager.transaction(async (manager) => {
      const claimed = await manager.update(AccountToken, { id: token.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return null;
      await manager.update(AccountToken, { userId: token.userId, purpose: 'reset_password', usedAt: IsNull(), id: Not(token.id) }, { usedAt: now });
      const sessionKey = newSessionKey();
      await manager.update(User, { id: token.userId }, { passwordHash, hasPassword: true, sessionKey });
      await manager.update(User, { id: token.userId, email: token.email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: now });
      return sessionKey;
    });
  }

  /**
   * Uses a change_email token up and moves the account to the address it was mailed to, verified, in one
   * transaction: 'used' when the token was used meanwhile, 'taken' when another account has the address now (the
   * token stays unused; a taken address written at the same moment fails with the unique violation).
   */
  async claimForEmailChange(token: AccountToken, now: Date): Promise<'claimed' | 'used' | 'taken'> {
    return this.tokens.manager.transaction(async (manager) => {
      if (await manager.existsBy(User, { email: token.email })) return 'taken';
      const claimed = await manager.update(AccountToken, { id: token.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) return 'used';
      await manager.update(User, { id: token.userId }, { email: token.email, emailVerifiedAt: now });
      // Links sent to the old address (its verification, its resets) no longer prove anything.
      await manager.update(AccountToken, { userId: token.userId, usedAt: IsNull(), email: Not(token.email) }, { usedAt: now });
      return 'claimed';
    });
  }
}
