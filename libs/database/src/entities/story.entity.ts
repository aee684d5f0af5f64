import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/**
 * A member's story about a photo. family_id repeats the photo's family so recent stories of a family are a range
 * of the (family_id, created_at, id) index. Goes with its photo, family or author (foreign keys cascade).
 */
@Entity('stories')
export class Story {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  photoId: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'int' })
  authorId: number;

  @Column({ type: 'text' })
  content: string;

  /** The day the story tells of, 'YYYY-MM-DD', never shifted by a time zone. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  storyDate: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: User;
}
