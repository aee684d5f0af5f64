import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber, instantColumn } from '../column-types';
import { Family } from './family.entity';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/** How long a download link works once made. */
export const DOWNLOAD_TTL_MS = 10 * 60 * 1000;

/**
 * A link to a zip of some of a family's photos, for the member who asked for it only. Only the SHA-256 of its token
 * is stored. The selection is fixed when the link is made (download_items), so the archive's exact length is known
 * before a byte of it is sent.
 */
@Entity('downloads')
export class Download {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** How many photos the archive holds. */
  @Column({ type: 'int' })
  itemCount: number;

  /** The archive's exact length in bytes. */
  @Column(bigintAsNumber)
  sizeBytes: number;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column(instantColumn)
  expiresAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;
}

/** One photo of a download, in archive order, with the name it gets there and the size it had when chosen. */
@Entity('download_items')
export class DownloadItem {
  @PrimaryColumn({ type: 'int' })
  downloadId: number;

  @PrimaryColumn({ type: 'int' })
  position: number;

  @Column({ type: 'int' })
  photoId: number;

  @Column({ type: 'varchar', length: 255 })
  entryName: string;

  @Column({ type: 'varchar', length: 255 })
  originalKey: string;

  @Column(bigintAsNumber)
  sizeBytes: number;

  /** The entry's date in the archive: when the photo was uploaded. */
  @Column(instantColumn)
  modifiedAt: Date;

  @ManyToOne(() => Download, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'download_id' })
  download?: Download;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;
}
