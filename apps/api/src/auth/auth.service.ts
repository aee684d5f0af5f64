import { AppConfig, InjectConfig } from '@heirloom/config';
import { RestoreWatch, User, UsersRepository } from '@heirloom/database';
import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { AuditService } from '../audit/audit.service';
import { AuthUser, SessionPrincipal, SigningInUser } from './auth-user';
import { RegisterDto } from './auth.dto';
import { EmailVerificationService } from './email-verification.service';
import { AccountCreation } from './account-creation';
import { ThrottlePolicyName } from '../throttle/throttle.policies';
import { ThrottleService } from '../throttle/throttle.service';

const INVALID_CREDENTIALS = 'Invalid email or password';
const LAST_SEEN_EVERY_MS = 60 * 60 * 1000;
/** The throttles of a sign-in; a browser known to the account skips the per-account slow-down. */
const SIGN_IN_THROTTLES: readonly ThrottlePolicyName[] = ['sign-in', 'sign-in.address', 'sign-in.account'];
const KNOWN_DEVICE_SIGN_IN_THROTTLES: readonly ThrottlePolicyName[] = ['sign-in', 'sign-in.address'];

/** Where a sign-in comes from. */
export interface SignInClient {
  address: string | undefined;
  /** The browser signed in to this account before (KnownDevices). */
  knownDevice: boolean;
}

@Injectable()
export class AuthService {
  /** Compared against when the e-mail is unknown, so a miss costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly throttles: ThrottleService,
    private readonly accounts: AccountCreation,
    private readonly verification: EmailVerificationService,
    private readonly audit: AuditService,
    private readonly restore: RestoreWatch,
  ) {
    this.decoyHash = bcrypt.hash('decoy-password-for-timing', config.bcryptRounds);
  }

  /**
   * Creates the account, if REGISTRATION lets this address in (AccountCreation); every account but the first is mailed
   * a link that verifies its address.
   */
  async register(dto: RegisterDto): Promise<User & SigningInUser> {
    const passwordHash = await bcrypt.hash(dto.password, this.config.bcryptRounds);
    const { user, first } = await this.accounts.create({ email: dto.email, name: dto.name, passwordHash, emailVerifiedAt: null });
    if (!first) await this.verification.sendLink(user);
    return user;
  }

  /** Checks e-mail and password under the sign-in throttles; never says which of the two was wrong. */
  async verifyCredentials(email: string, password: string, client: SignInClient): Promise<SigningInUser> {
    const attempt = await this.throttles.begin(client.knownDevice ? KNOWN_DEVICE_SIGN_IN_THROTTLES : SIGN_IN_THROTTLES, { address: client.address, email });
    const user = await this.users.getCredentials(email);
    const matches = await bcrypt.compare(password, user?.passwordHash ?? (await this.decoyHash));
    // A failure keeps the points the attempt counted. It is recorded against the account it tried; for an address no
    // account uses, without the address (it may be a password typed into the wrong field). Never what was typed.
    if (!user || !matches) {
      await this.audit.record({
        action: 'sign_in.failed',
        actor: user,
        target: user && { type: 'user', id: user.id, label: user.name },
        details: { stage: 'password', known_account: Boolean(user) },
      });
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    // With two-factor sign-in the sign-in succeeds at its second step (TwoFactorService.finishSignIn).
    if (!user.totpEnabledAt) await this.audit.record({ action: 'sign_in.succeeded', actor: user, target: { type: 'user', id: user.id, label: user.name }, details: { method: 'password' } });
    // The owner is in: a slow-down of the account (strangers guessing it elsewhere) ends, wherever this came from.
    if (client.knownDevice) await this.throttles.forget('sign-in.account', { email });
    // A row restored from an archive older than session keys has none yet: it gets one now.
    return Object.assign(user, { sessionKey: user.sessionKey ?? (await this.users.rotateSessionKey(user.id)) });
  }

  /**
   * Resolves a session's user; null when the account no longer exists or its session key is no longer the one the
   * session was issued with (rotated, or another installation's account restored under this id), which ends the
   * session. Never cached across requests, so a deleted account, or a rotated key, is out at once on every API
   * process.
   */
  async resolveSessionUser({ id, key }: SessionPrincipal): Promise<AuthUser | null> {
    const user: AuthUser | null = await this.users.getSessionUser(id, key);
    if (!user) return null;
    const now = new Date();
    if (!user.lastSeenAt || now.getTime() - user.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      user.lastSeenAt = now;
      await this.recordSeen(user.id, now);
    }
    return user;
  }

  /**
   * The account's "last seen", written on the side of a request: never its failure, and left out while a restore runs
   * (it replaces the accounts; on SQLite the write would wait for its transaction, the one writer).
   */
  private async recordSeen(id: number, at: Date): Promise<void> {
    if (await this.restore.active()) return;
    try {
      await this.users.touchLastSeen(id, at);
    } catch (error) {
      this.logger.warn(`Could not record an account's visit: ${(error as Error).message}`);
    }
  }

}
