import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Comment } from './comment.entity';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { Story } from './story.entity';
import { User } from './user.entity';

export const ACTIVITY_TYPES = ['photos_added', 'story_added', 'comment_added', 'member_joined'] as const;
export type ActivityTypeName = (typeof ACTIVITY_TYPES)[number];

/**
 * Something that happened in a family, for its feed. A story or comment item goes with its story or comment; a
 * photos_added item names its photos in activity_photos and leaves the feed when none of them is left.
 */
@Entity('activity')
export class ActivityItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 24 })
  type: ActivityTypeName;

  @Column({ type: 'int' })
  actorId: number;

  @Column({ type: 'int', nullable: true })
  photoId: number | null;

  @Column({ type: 'int', nullable: true })
  storyId: number | null;

  @Column({ type: 'int', nullable: true })
  commentId: number | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id' })
  story?: Story;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: Comment;
}

/** A photo of a photos_added item. */
@Entity('activity_photos')
export class ActivityPhoto {
  @PrimaryColumn({ type: 'int' })
  activityId: number;

  @PrimaryColumn({ type: 'int' })
  photoId: number;

  @ManyToOne(() => ActivityItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activity_id' })
  activity?: ActivityItem;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;
}
