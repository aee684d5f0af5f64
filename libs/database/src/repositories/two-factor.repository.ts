import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { RecoveryCode, User } from '../entities';

/** An account's two-factor state, secrets included: only for the two-factor service. */
export type TwoFactorState = Pick<User, 'id' | 'email' | 'totpSecret' | 'totpPendingSecret' | 'totpEnabledAt' | 'totpLastStep'>;

/** Two-factor sign-in: the TOTP columns of users and the recovery_codes table. */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
  ) {}

  async getState(userId: number): Promise<TwoFactorState | null> {
    return this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.email', 'user.totpEnabledAt'])
      .addSelect(['user.totpSecret', 'user.totpPendingSecret', 'user.totpLastStep'])
      .where('user.id = :userId', { userId })
      .getOne();
  }

  async setPending(userId: number, secret: string): Promise<void> {
    await this.users.update({ id: userId }, { totpPendingSecret: secret });
  }

  /**
   * Turns two-factor sign-in on with the pending secret a first code confirmed (false when another setup replaced
   * it meanwhile), that code's step as the last used, and a new set of recovery codes (hashes) instead of any old.
   */
  async enable(userId: number, secret: string, step: number, codeHashes: string[], now: Date): Promise<boolean> {
    return this.users.manager.transaction(async (manager) => {
      const enabled = await manager.update(User, { id: userId, totpPendingSecret: secret }, { totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step });
      if (!enabled.affected) return false;
      await manager.delete(RecoveryCode, { userId });
      await manager.insert(
        RecoveryCode,
        codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
      );
      return true;
    });
  }

  async disable(userId: number): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
      await manager.delete(RecoveryCode, { userId });
    });
  }

  /** Takes a code's time step as used, unless that step or a later one was used already (a replay): false then. */
  async claimStep(userId: number, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ totpLastStep: step })
      .where('id = :userId AND (totp_last_step IS NULL OR totp_last_step < :step)', { userId, step })
      .execute();
    return Boolean(result.affected);
  }

  /** Uses an unused recovery code of the account up; false when there is none with that hash. */
  async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
    const result = await this.codes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: now });
    return Boolean(result.affected);
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }
}
