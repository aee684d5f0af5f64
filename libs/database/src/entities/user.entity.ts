import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored trimmed and lower-cased, so look-ups are case-insensitive on both databases. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, select: false })
  passwordHash: string;

  /**
   * False while the account has only the unusable hash single sign-on gave it (made or claimed by it): such an
   * account confirms sensitive changes by a fresh sign-in with the provider. True once a password is set.
   */
  @Column({ type: 'boolean', default: true })
  hasPassword: boolean;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /**
   * What ties a session to this account: a session holds the key it was issued with and ends once it differs, so
   * rotating the key ends every session of the account. Random per account, so a session issued by another
   * installation never matches after a restore. Not selected by default; null only on a row restored from an
   * archive older than the column, until its next sign-in. Never in a response.
   */
  @Column({ type: 'varchar', length: 32, nullable: true, select: false })
  sessionKey: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  @Column({ ...instantColumn, nullable: true })
  lastSeenAt: Date | null;

  /**
   * When the account proved it receives mail at `email` (a mailed link, an accepted invitation, a platform admin's
   * word); null until then. An unverified account is never shown an invitation's token.
   */
  @Column({ ...instantColumn, nullable: true })
  emailVerifiedAt: Date | null;

  /** The TOTP secret (base32) of two-factor sign-in, once it is on; never selected unless asked for. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  totpSecret: string | null;

  /** A secret being set up, until a first code confirms it. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  totpPendingSecret: string | null;

  /** When two-factor sign-in was turned on; null while it is off. */
  @Column({ ...instantColumn, nullable: true })
  totpEnabledAt: Date | null;

  /** The time step of the last code accepted: a code of that step or before is never accepted again. */
  @Column({ type: 'int', nullable: true, select: false })
  totpLastStep: number | null;
}
