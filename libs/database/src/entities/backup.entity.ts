import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber, instantColumn } from '../column-types';

export type BackupStatus = 'queued' | 'running' | 'completed' | 'failed';
/** imported: an archive an operator copied into the backups folder, from another installation say. */
export type BackupKind = 'manual' | 'scheduled' | 'imported';

/**
 * A backup archive and the state of the jobs that write it and restore from it. Not itself part of any
 * archive, so restoring never rewrites the list of backups.
 */
@Entity('backups')
export class Backup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: BackupKind;

  @Column({ type: 'varchar', length: 16 })
  status: BackupStatus;

  /** 0 to 100, as the job reports it. */
  @Column({ type: 'int', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @Column({ ...instantColumn, nullable: true })
  completedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  /** Kept as text so the list still says who made a backup after that account is gone. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  createdByName: string | null;

  @Column({ ...bigintAsNumber, default: 0 })
  sizeBytes: number;

  @Column({ type: 'int', default: 0 })
  statsUsers: number;

  @Column({ type: 'int', default: 0 })
  statsFamilies: number;

  @Column({ type: 'int', default: 0 })
  statsPhotos: number;

  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  restoreStatus: BackupStatus | null;

  @Column({ type: 'int', default: 0 })
  restoreProgress: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  restoreError: string | null;

  @Column({ ...instantColumn, nullable: true })
  restoredAt: Date | null;
}
