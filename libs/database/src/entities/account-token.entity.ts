import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

/**
 * What a one-time account token proves when it comes back: the account's address (verify_email), the right to set a
 * new password (reset_password), a new address the account moves to (change_email: `email` is the new address).
 */
export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a token works once it is mailed. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/**
 * A one-time token mailed to an account's address. Only the token's SHA-256 is stored, and only once the mail job
 * has minted it (the token itself never passes through the queue or the database): until then the row says a mail
 * is owed, so a job lost with its queue is queued again.
 */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  purpose: AccountTokenPurpose;

  /** Hex SHA-256 of the token; null while its mail is still owed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash: string | null;

  /**
   * The address the token was mailed to: a verify_email or reset_password token for an address the account no longer
   * has is refused; a change_email token names the address the account moves to.
   */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column(instantColumn)
  expiresAt: Date;

  @Column({ ...instantColumn, nullable: true })
  usedAt: Date | null;

  /** When its mail went out; null while owed. */
  @Column({ ...instantColumn, nullable: true })
  mailSentAt: Date | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
