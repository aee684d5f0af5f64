import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

/**
 * A signed-in browser of an account, as its owner sees it in the device list: the session it is (express-session's
 * id, in whichever store holds the sessions: the `sessions` table or Redis), its user agent and client address, when
 * it began and when it was last seen. Written by the API as a session makes requests; the session itself stays the
 * store's. Never dumped into a backup, and emptied by a restore, like the sessions themselves.
 */
@Entity('device_sessions')
export class DeviceSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 128, unique: true })
  sessionId: string;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column(instantColumn)
  lastSeenAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
