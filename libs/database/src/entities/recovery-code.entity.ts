import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

/** A single-use recovery code of two-factor sign-in, stored as its SHA-256 only. */
@Entity('recovery_codes')
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ ...instantColumn, nullable: true })
  usedAt: Date | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
