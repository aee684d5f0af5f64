import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { instantColumn } from '../column-types';

/**
 * An e-mail job written down before it is queued and crossed off when it has run (mail_outbox): a job that could not
 * be queued (Redis away) or that a queue lost is queued again from here by the worker's sweeps. job_id is the job's
 * own id, so writing it twice or queueing it again while it waits is harmless.
 */
@Entity('mail_outbox')
@Unique('UQ_mail_outbox_job', ['jobId'])
export class OwedMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160 })
  jobId: string;

  /** The job's name ('mail.activity'). */
  @Column({ type: 'varchar', length: 32 })
  name: string;

  /** The job's payload as JSON: ids only. */
  @Column({ type: 'varchar', length: 500 })
  payload: string;

  @Index('IDX_mail_outbox_created')
  @Column(instantColumn)
  createdAt: Date;
}
