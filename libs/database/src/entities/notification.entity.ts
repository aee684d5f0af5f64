import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

export const NOTIFICATION_TYPES = ['comment', 'story', 'reaction', 'mention', 'photos_added', 'member_joined'] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/**
 * A notification in one person's list. `groupKey` names the open group it collects (reactions on a photo, photos
 * added to a family on a day) while it is unread; it is cleared when read, and the next event starts a new one.
 */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 16 })
  type: NotificationTypeName;

  @Column({ type: 'int' })
  actorId: number;

  @Column({ type: 'int', nullable: true })
  photoId: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  text: string | null;

  @Column({ type: 'int', default: 1 })
  count: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  groupKey: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column({ ...instantColumn, nullable: true })
  readAt: Date | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;
}
