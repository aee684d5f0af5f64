import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';

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
}
