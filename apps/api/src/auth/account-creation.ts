import { newSessionKey, NewUser, User, UsersRepository } from '@heirloom/database';
import { ConflictException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { isUniqueViolation } from '../common/database/unique-violation';
import { SigningInUser } from './auth-user';
import { RegistrationPolicy } from './registration-policy';

/** A new account: whether it is the installation's first (its platform admin). */
export interface CreatedAccount {
  user: User & SigningInUser;
  first: boolean;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates accounts, by registration or by single sign-on, if REGISTRATION lets the address in. The very first account
 * becomes platform admin, its address taken as verified (nobody could be invited before it, and there may be no SMTP
 * yet).
 */
@Injectable()
export class AccountCreation {
  private readonly logger = new Logger(AccountCreation.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly policy: RegistrationPolicy,
  ) {}

  /**
   * Refused (403, saying why) when REGISTRATION keeps the address out, 409 when the address is taken. `insert` writes
   * the row (single sign-on writes the provider's identity with it).
   */
  async create(fields: Omit<NewUser, 'isAdmin' | 'sessionKey'>, insert: (user: NewUser) => Promise<User> = (user) => this.users.create(user)): Promise<CreatedAccount> {
    // Asked before the address is looked up: a closed server says the same to everyone, taken address or not.
    const seemsFirst = (await this.users.count()) === 0;
    const refused = await this.policy.refusal(fields.email, seemsFirst);
    if (refused) throw new ForbiddenException(refused);
    if (await this.users.getByEmail(fields.email)) throw new ConflictException(EMAIL_TAKEN);
    const sessionKey = newSessionKey();
    let user: User & SigningInUser;
    try {
      user = Object.assign(await insert({ ...fields, isAdmin: false, sessionKey }), { sessionKey });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
    // Ids only grow, so exactly one account, the oldest, can see no account before it.
    if (await this.users.isOldest(user.id)) {
      user.emailVerifiedAt ??= new Date();
      await this.users.makeFirstAccount(user.id, user.emailVerifiedAt);
      user.isAdmin = true;
      this.logger.log(`First account ${user.id} is now platform admin`);
      return { user, first: true };
    }
    // Let in as the first account, but another registration got there first: the policy applies after all.
    const lateRefusal = seemsFirst ? await this.policy.refusal(fields.email, false) : null;
    if (lateRefusal) {
      await this.users.delete(user.id);
      throw new ForbiddenException(lateRefusal);
    }
    return { user, first: false };
  }
}
