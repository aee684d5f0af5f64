import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RecoveryCode, User, UserIdentity } from '../entities';
import { newSessionKey } from './session-key';
import { NewUser } from './users.repository';

/** Who an identity at a provider is: the provider's issuer and the subject (`sub`) it gives the person. */
export interface IdentityKey {
  issuer: string;
  subject: string;
}

/** The OpenID Connect identities linked to accounts (single sign-on). */
@Injectable()
export class UserIdentitiesRepository {
  constructor(@InjectRepository(UserIdentity) private readonly identities: Repository<UserIdentity>) {}

  /** The account linked to this identity, or null. */
  async getUserId({ issuer, subject }: IdentityKey): Promise<number | null> {
    const row = await this.identities.findOne({ where: { issuer, subject }, select: { userId: true } });
    return row?.userId ?? null;
  }

  /** Whether the account is linked to an identity of this provider already (another subject than the one asking). */
  async hasIdentityAt(userId: number, issuer: string): Promise<boolean> {
    return (await this.identities.countBy({ userId, issuer })) > 0;
  }

  /** A new account and its identity, together; a taken address or identity fails with the unique violation. */
  createUser(user: NewUser, identity: IdentityKey): Promise<User> {
    return this.identities.manager.transaction(async (manager) => {
      const created = await manager.save(manager.create(User, user));
      await manager.insert(UserIdentity, { userId: created.id, ...identity });
      return created;
    });
  }

  /** Links an existing account to the identity; a linked identity fails with the unique violation. */
  async link(userId: number, identity: IdentityKey): Promise<void> {
    await this.identities.insert({ userId, ...identity });
  }

  /**
   * Links an account whose address was never verified to the identity whose provider vouches for that address, and
   * takes the account back from whoever made it: the address counts as verified now; the password (set by someone who
   * never proved the address) is replaced by `unusablePasswordHash`; two-factor sign-in is turned off; every session
   * ends (a new session key, answered). All in one transaction.
   */
  claimUnverified(userId: number, identity: IdentityKey, unusablePasswordHash: string, now: Date): Promise<string> {
    return this.identities.manager.transaction(async (manager) => {
      const sessionKey = newSessionKey();
      await manager.insert(UserIdentity, { userId, ...identity });
      await manager.update(
        User,
        { id: userId },
        { emailVerifiedAt: now, passwordHash: unusablePasswordHash, hasPassword: false, sessionKey, totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
      );
      await manager.delete(RecoveryCode, { userId });
      return sessionKey;
    });
  }
}
