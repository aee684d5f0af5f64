import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import type { FamilyRole } from './family-member.entity';
import { User } from './user.entity';

/** One row per family and e-mail: inviting again renews it with a fresh token and expiry. */
@Entity('invitations')
export class Invitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  role: FamilyRole;

  /** 256 random bits, base64url; shown only to the invitee. */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  @Column({ type: 'int' })
  invitedBy: number;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column(instantColumn)
  expiresAt: Date;

  @Column({ ...instantColumn, nullable: true })
  acceptedAt: Date | null;

  /** When its e-mail went out; null while owed (a sweep queues the job again if the queue lost it). */
  @Column({ ...instantColumn, nullable: true })
  mailSentAt: Date | null;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invited_by' })
  inviter?: User;
}
