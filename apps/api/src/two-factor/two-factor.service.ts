import type { TwoFactorSetupResponse, TwoFactorStatusResponse } from '@heirloom/contracts';
import { SessionUser, TotpSecretCipher, TwoFactorRepository, UsersRepository } from '@heirloom/database';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { toString as qrSvg } from 'qrcode';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { Confirmation, IdentityConfirmation } from '../auth/identity-confirmation';
import { ThrottleService } from '../throttle/throttle.service';
import { TwoFactorClock } from './two-factor.clock';
import { hashRecoveryCode, newRecoveryCode, newTotpSecret, otpauthUrl, RECOVERY_CODE_COUNT, totpStep } from './totp';

const WRONG_CODE = 'That code is not right: use the code your authenticator app shows now';
export const NO_PENDING = 'Sign in with your e-mail and password first';

/** A code given for the second step or to turn two-factor sign-in off: one of the app's, or a recovery code. */
export interface GivenCode {
  code?: string;
  recoveryCode?: string;
}

/**
 * Two-factor sign-in with TOTP (RFC 6238): set up with a secret shown as a QR code and confirmed by a first code;
 * ten single-use recovery codes, shown once and stored hashed. A code's time step is used up when accepted, so the
 * same code (or an earlier one) never works twice. Wrong codes count under `two-factor` (per account).
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);

  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly users: UsersRepository,
    private readonly throttles: ThrottleService,
    private readonly clock: TwoFactorClock,
    private readonly cipher: TotpSecretCipher,
    private readonly audit: AuditService,
    private readonly identity: IdentityConfirmation,
  ) {}

  async status(userId: number): Promise<TwoFactorStatusResponse> {
    const state = await this.twoFactor.getState(userId);
    const enabled = Boolean(state?.totpEnabledAt);
    return { enabled, recovery_codes_left: enabled ? await this.twoFactor.recoveryCodesLeft(userId) : 0 };
  }

  /** A new secret to set up with (replacing one set up before but never confirmed); 409 while it is on. */
  async setup(user: AuthUser): Promise<TwoFactorSetupResponse> {
    const state = await this.twoFactor.getState(user.id);
    if (state?.totpEnabledAt) throw new ConflictException('Two-factor sign-in is already on: turn it off first to set it up again');
    const secret = newTotpSecret();
    await this.twoFactor.setPending(user.id, this.cipher.encrypt(secret, user.id));
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauth_url: url, qr_svg: await qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }

  /** Turns it on with the first code of the secret being set up; answers the recovery codes, shown this once. */
  async enable(user: AuthUser, code: string): Promise<string[]> {
    const state = await this.twoFactor.getState(user.id);
    if (state?.totpEnabledAt) throw new ConflictException('Two-factor sign-in is already on');
    if (!state?.totpPendingSecret) throw new ConflictException('Set up two-factor sign-in first');
    const attempt = await this.throttles.begin(['two-factor'], { userId: user.id });
    const step = this.stepOf(state.totpPendingSecret, user.id, code);
    if (step === null) throw new BadRequestException(WRONG_CODE);
    await attempt.succeeded();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (!(await this.twoFactor.enable(user.id, state.totpPendingSecret, step, codes.map(hashRecoveryCode), new Date()))) {
      throw new ConflictException('Two-factor sign-in was set up again meanwhile: use the newest QR code');
    }
    await this.audit.record({ action: 'two_factor.enabled', actor: user, target: { type: 'user', id: user.id, label: user.name } });
    this.logger.log(`Account ${user.id} turned two-factor sign-in on`);
    return codes;
  }

  /**
   * Turns it off: a code (or a recovery code) of the account, and its password (an account without one: a recent
   * sign-in with its provider, IdentityConfirmation).
   */
  async disable(user: AuthUser, confirmation: Confirmation, code: string): Promise<void> {
    await this.identity.confirm(user, confirmation, 'password');
    const state = await this.twoFactor.getState(user.id);
    if (!state?.totpEnabledAt) throw new ConflictException('Two-factor sign-in is not on');
    const given = /^\d{6}$/.test(code) ? { code } : { recoveryCode: code };
    if (!(await this.check(user.id, given))) throw new ForbiddenException(WRONG_CODE);
    await this.twoFactor.disable(user.id);
    await this.audit.record({ action: 'two_factor.disabled', actor: user, target: { type: 'user', id: user.id, label: user.name } });
    this.logger.log(`Account ${user.id} turned two-factor sign-in off`);
  }

  /**
   * The second step of a sign-in whose password was right: answers the account once its code is accepted (401
   * otherwise), or null when the account changed its password (its session key) since the first step.
   */
  async finishSignIn(pending: { id: number; key: string }, given: GivenCode): Promise<SessionUser | null> {
    const accepted = await this.check(pending.id, given);
    const user = await this.users.getSessionUser(pending.id, pending.key);
    if (!user) return null;
    const target = { type: 'user', id: user.id, label: user.name };
    if (!accepted) {
      await this.audit.record({ action: 'sign_in.failed', actor: user, target, details: { stage: 'two_factor' } });
      throw new UnauthorizedException('That code is not right, or was used already');
    }
    await this.audit.record({ action: 'sign_in.succeeded', actor: user, target, details: { method: given.code === undefined ? 'recovery_code' : 'authenticator_app' } });
    return user;
  }

  /**
   * Checks a second-step code under the account's `two-factor` throttle: an app code of an unused step, or an unused
   * recovery code (used up by this). False for anything else.
   */
  async check(userId: number, given: GivenCode): Promise<boolean> {
    const attempt = await this.throttles.begin(['two-factor'], { userId });
    const state = await this.twoFactor.getState(userId);
    if (!state?.totpEnabledAt || !state.totpSecret) return false;
    let accepted = false;
    if (given.code !== undefined) {
      const step = this.stepOf(state.totpSecret, userId, given.code);
      accepted = step !== null && (await this.twoFactor.claimStep(userId, step));
    } else if (given.recoveryCode !== undefined) {
      accepted = await this.twoFactor.useRecoveryCode(userId, hashRecoveryCode(given.recoveryCode), new Date());
    }
    if (accepted) await attempt.succeeded();
    return accepted;
  }

  /**
   * The step of a code of a stored secret, decrypted for this check only. A plain base32 secret (restored from an
   * archive made before secrets were encrypted) is read as it is.
   */
  private stepOf(stored: string, userId: number, code: string): number | null {
    const secret = TotpSecretCipher.isEncrypted(stored) ? this.cipher.decrypt(stored, userId) : stored;
    if (secret === null) {
      this.logger.warn(`The TOTP secret of account ${userId} does not decrypt (SESSION_SECRET changed?): only its recovery codes work`);
      return null;
    }
    return totpStep(secret, code, this.clock.now());
  }
}
