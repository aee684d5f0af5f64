import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';

/**
 * One event of the audit trail (issue 17): append-only, kept AUDIT_DAYS. It outlives what it names: no foreign keys,
 * and the actor's, family's and target's names as they were at the time, so "who deleted this" still answers after
 * the account or family is gone. Never holds a password, token or secret (AuditRepository drops such details).
 */
@Entity('audit_events')
export class AuditEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(instantColumn)
  createdAt: Date;

  /** `<subject>.<verb>`, e.g. `sign_in.failed`, `photo.trashed`, `share_link.created`. */
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** Null for the system (a scheduled purge) or an unknown caller (a sign-in with an unknown address). */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actorName: string | null;

  @Column({ type: 'int', nullable: true })
  familyId: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  familyName: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  targetType: string | null;

  @Column({ type: 'int', nullable: true })
  targetId: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  targetLabel: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  /** A small JSON object of plain facts (a new role, a count), or null. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  details: string | null;
}
