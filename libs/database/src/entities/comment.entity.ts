import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/**
 * A comment on a photo. family_id repeats the photo's family so recent comments of a family are a range of the
 * (family_id, created_at, id) index. Goes with its photo, family or author (foreign keys cascade).
 */
@Entity('comments')
export class Comment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  photoId: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'int' })
  authorId: number;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

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
