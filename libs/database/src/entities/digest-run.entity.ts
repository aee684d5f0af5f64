import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

/** How a claimed digest ended: mailed, or nothing to say (no mail, but the period is done all the same). */
export type DigestOutcome = 'sent' | 'empty';

/**
 * One person's digest of one period ('D2030-01-07' a day, 'W2030-01-07' the week starting that Monday), claimed
 * before it is written: the unique (user_id, period) key is what makes a digest go out once, whatever the number of
 * workers, restarts or lost queues. Redis only says when to look.
 */
@Entity('digest_runs')
@Unique('UQ_digest_runs_user_period', ['userId', 'period'])
export class DigestRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 12 })
  period: string;

  @Column(instantColumn)
  claimedAt: Date;

  /** A random token of the job that holds the claim: it alone finishes or releases it. */
  @Column({ type: 'varchar', length: 24 })
  claim: string;

  /** Null while its job runs (or died: a claim left unfinished for long is taken over). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  outcome: DigestOutcome | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
