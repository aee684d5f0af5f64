import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { PhotoContribution } from './photo-contribution';

/** A member's story about a photo. */
@Entity('stories')
export class Story extends PhotoContribution {
  @Column({ type: 'text' })
  content: string;

  /** The day the story tells of, 'YYYY-MM-DD', never shifted by a time zone. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  storyDate: string | null;

  @UpdateDateColumn(instantColumn)
  updatedAt: Date;
}
