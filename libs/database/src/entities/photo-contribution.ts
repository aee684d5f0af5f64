import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/**
 * What a member writes about a photo (a story or a comment): its photo, author and family. family_id repeats the
 * photo's family so the recent items of a family are a range of the (family_id, created_at, id) index. Goes with
 * its photo, family or author (foreign keys cascade). Not an entity itself: each subclass has its own table.
 */
export abstract class PhotoContribution {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  photoId: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'int' })
  authorId: number;

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
