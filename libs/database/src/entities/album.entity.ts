import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/** A family's album (issue 15): a name, a description, a chosen cover (else its newest photo). */
@Entity('albums')
export class Album {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'int', nullable: true })
  coverPhotoId: number | null;

  /** Null once that account is gone. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => Photo, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'cover_photo_id' })
  coverPhoto?: Photo;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;
}

/** A photo's place in an album: each photo at most once. */
@Entity('album_photos')
export class AlbumPhoto {
  @PrimaryColumn({ type: 'int' })
  albumId: number;

  @PrimaryColumn({ type: 'int' })
  photoId: number;

  @CreateDateColumn(instantColumn)
  addedAt: Date;

  /** Its photo's sort_date and trash mark, written by triggers only (photo-copies.schema.ts): cards and pages read them. */
  @Column({ type: 'varchar', length: 19, nullable: true, select: false, insert: false, update: false })
  sortDate: string | null;

  @Column({ ...instantColumn, nullable: true, select: false, insert: false, update: false })
  deletedAt: Date | null;

  @ManyToOne(() => Album, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'album_id' })
  album?: Album;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;
}
