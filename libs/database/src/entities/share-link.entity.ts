import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Album } from './album.entity';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/**
 * A link that shows one album or one photo to someone without an account (issue 15). Exactly one of albumId and
 * photoId is set; the link goes with its album, its photo (deleted for good) or its family. The token is looked up by
 * its SHA-256; `tokenSealed` keeps it encrypted with a key derived from SESSION_SECRET, so the link's creator and the
 * family admins can copy the link again, while a copy of the database alone (a backup) opens nothing.
 */
@Entity('share_links')
export class ShareLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'int', nullable: true })
  albumId: number | null;

  @Column({ type: 'int', nullable: true })
  photoId: number | null;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 200 })
  tokenSealed: string;

  /** bcrypt; null: no password. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: false })
  allowDownload: boolean;

  /** Null: never expires (only when chosen explicitly). */
  @Column({ ...instantColumn, nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'int', default: 0 })
  viewCount: number;

  @Column({ ...instantColumn, nullable: true })
  lastViewedAt: Date | null;

  /** Null once that account is gone (the family admins still see and revoke the link). */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => Album, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'album_id' })
  album?: Album;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;
}
