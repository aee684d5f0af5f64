import { Column, Entity } from 'typeorm';
import { PhotoContribution } from './photo-contribution';

/** A comment on a photo. */
@Entity('comments')
export class Comment extends PhotoContribution {
  @Column({ type: 'varchar', length: 2000 })
  content: string;
}
