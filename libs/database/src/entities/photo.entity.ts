import type { DateCertainty, DatePrecision, MediaType } from '@heirloom/media';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintAsNumber, instantColumn } from '../column-types';
import { Family } from './family.entity';
import { User } from './user.entity';

/**
 * pending until the thumbnail job (or the on-demand fallback) has written the WebP thumbnail and preview; failed when
 * the image could not be decoded or the job failed on every attempt.
 */
export type ThumbnailStatus = 'pending' | 'ready' | 'failed';

/**
 * Null for photos. A video is pending until the worker has read it, processing while its playback copy is made, ready
 * once it can be played (the original as it is, or the copy), failed when no copy could be made.
 */
export type PlaybackStatus = 'pending' | 'processing' | 'ready' | 'failed';

/**
 * A photo of a family. Dates are plain strings so no time zone ever moves them: taken_date is the camera's wall
 * clock 'YYYY-MM-DDTHH:mm:ss' (or a typed day 'YYYY-MM-DD'), date ranges are 'YYYY-MM-DD'. sort_date orders every
 * list (index family_id, sort_date, id, deleted_at); month_day ('MM-DD', when the day is known) serves On This Day.
 */
@Entity('photos')
export class Photo {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  familyId: number;

  @Column({ type: 'int' })
  uploadedBy: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  location: string | null;

  /** 'City, Region, Country' from the GPS position (geocode job). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  displayLocation: string | null;

  @Column({ type: 'varchar', length: 19, nullable: true })
  takenDate: string | null;

  @Column(instantColumn)
  uploadDate: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  fuzzyDateText: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  dateRangeStart: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  dateRangeEnd: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  takenDatePrecision: DatePrecision | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  dateCertainty: DateCertainty | null;

  /** taken_date, else date_range_start, else upload_date (UTC), as 'YYYY-MM-DDTHH:mm:ss'. */
  @Column({ type: 'varchar', length: 19 })
  sortDate: string;

  /** 'MM-DD' of taken_date or of the day a fuzzy date names (Christmas 1990); null when the day is unknown. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  monthDay: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cameraInfo: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cameraSettings: string | null;

  @Column({ type: 'boolean', default: false })
  hasGps: boolean;

  @Column({ type: 'double', nullable: true })
  gpsLatitude: number | null;

  @Column({ type: 'double', nullable: true })
  gpsLongitude: number | null;

  @Column({ type: 'double', nullable: true })
  gpsAltitude: number | null;

  @Column({ type: 'varchar', length: 255 })
  originalFilename: string;

  @Column({ type: 'varchar', length: 32 })
  mimeType: string;

  /** A photo or a video: which derivatives it gets (image decoding or a poster frame) and how it plays. */
  @Column({ type: 'varchar', length: 8, default: 'photo' })
  mediaType: MediaType;

  @Column(bigintAsNumber)
  sizeBytes: number;

  /** As shown, after the EXIF orientation is applied. */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** Of the original bytes: identifies the same file uploaded twice into one family. */
  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'varchar', length: 255 })
  originalKey: string;

  /** Chosen at upload; the files exist once thumbnail_status is 'ready'. */
  @Column({ type: 'varchar', length: 255 })
  thumbnailKey: string;

  @Column({ type: 'varchar', length: 255 })
  previewKey: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  thumbnailStatus: ThumbnailStatus;

  /** Bytes of the thumbnail and preview on disk (admin storage figures); 0 until they are written. */
  @Column({ ...bigintAsNumber, default: 0 })
  derivativesBytes: number;

  /**
   * Changes each time the thumbnail and preview are written (query/derivatives-version.ts); null while they are not.
   * Their URLs carry it (?v=), so a browser keeps them for good and a new file has a new URL.
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  derivativesVersion: string | null;

  /** When making the thumbnail and preview last failed (thumbnail_status 'failed'): no retry before a cool-down. */
  @Column({ ...instantColumn, nullable: true })
  derivativesFailedAt: Date | null;

  /** A video's length in seconds (from ffprobe); null for photos and until the worker has read the video. */
  @Column({ type: 'double', nullable: true })
  durationSeconds: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  playbackStatus: PlaybackStatus | null;

  /** 0..100 while the playback copy is made; null otherwise. */
  @Column({ type: 'int', nullable: true })
  playbackProgress: number | null;

  /** The H.264/AAC MP4 copy a browser plays; null when the original plays as it is (or for photos). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  playbackKey: string | null;

  /** Bytes of the playback copy on disk (admin storage figures); 0 without one. */
  @Column({ ...bigintAsNumber, default: 0 })
  playbackBytes: number;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;

  /** Set while the photo is in its family's trash (issue 15): every list and route then acts as if it were gone. */
  @Column({ ...instantColumn, nullable: true })
  deletedAt: Date | null;

  /** Who moved it to the trash; null when not in the trash, or when that account has since been removed. */
  @Column({ type: 'int', nullable: true })
  deletedBy: number | null;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family?: Family;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: User;
}
