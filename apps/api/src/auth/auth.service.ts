import { AppConfig, InjectConfig } from '@heirloom/config';
import { newSessionKey, User, UsersRepository } from '@heirloom/database';
import { ConflictException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { AuditService } from '../audit/audit.service';
import { isUniqueViolation } from '../common/database/unique-violation';
import { AuthUser, SessionPrincipal, SigningInUser } from './auth-user';
import { RegisterDto } from './auth.dto';
import { EmailVerificationService } from './email-verification.service';
import { RegistrationPolicy } from './registration-policy';
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
  private readonly logger = new Logger(AuthService.name);
  /** Compared against when the e-mail is unknown, so a miss costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly throttles: ThrottleService,
    private readonly policy: RegistrationPolicy,
    private readonly verification: EmailVerificationService,
    private readonly audit: AuditService,
  ) {
    this.decoyHash = bcrypt.hash('decoy-password-for-timing', config.bcryptRounds);
  }

  /**
   * Creates the account, if REGISTRATION lets this address in. The very first account becomes platform admin, its
   * address taken as verified (nobody could be invited before it, and there may be no SMTP yet); every other one is
   * mailed a link that verifies its address.
   */
  async register(dto: RegisterDto): Promise<User & SigningInUser> {
    // Asked before the address is looked up: a closed server says the same to everyone, taken address or not.
    const seemsFirst = (await this.users.count()) === 0;
    const refused = await this.policy.refusal(dto.email, seemsFirst);
    if (refused) throw new ForbiddenException(refused);
    if (await this.users.getByEmail(dto.email)) throw this.emailTaken();
    const passwordHash = await bcrypt.hash(dto.password, this.config.bcryptRounds);
    const sessionKey = newSessionKey();
    let user: User & SigningInUser;
    try {
      const created = await this.users.create({ email: dto.email, name: dto.name, passwordHash, isAdmin: false, sessionKey, emailVerifiedAt: null });
      user = Object.assign(created, { sessionKey });
    } catch (error) {
      if (isUniqueViolation(error)) throw this.emailTaken();
      throw error;
    }
    // Ids only grow, so exactly one account, the oldest, can see no account before it.
    if (await this.users.isOldest(user.id)) {
      user.emailVerifiedAt = new Date();
      await this.users.makeFirstAccount(user.id, user.emailVerifiedAt);
      user.isAdmin = true;
      this.logger.log(`First account ${user.id} is now platform admin`);
      return user;
    }
    // Let in as the first account, but another registration got there first: the policy applies after all.
    const lateRefusal = seemsFirst ? await this.policy.refusal(dto.email, false) : null;
    if (lateRefusal) {
      await this.users.delete(user.id);
      throw new ForbiddenException(lateRefusal);
    }
    await this.verification.sendLink(user);
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
      await this.users.touchLastSeen(user.id, now);
    }
    return user;
  }

  private emailTaken(): ConflictException {
    return new ConflictException('An account with this email already exists');
  }
}
