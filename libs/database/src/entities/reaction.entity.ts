import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { Photo } from './photo.entity';
import { User } from './user.entity';

/** The five kinds, in the order a photo shows them. */
export const REACTION_KINDS = ['heart', 'laugh', 'wow', 'sad', 'clap'] as const;
export type ReactionKindName = (typeof REACTION_KINDS)[number];

/** A member's reaction of one kind on a photo (one of each kind at most: the key). */
@Entity('photo_reactions')
export class PhotoReaction {
  @PrimaryColumn({ type: 'int' })
  photoId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  kind: ReactionKindName;

  @CreateDateColumn(instantColumn)
  createdAt: Date;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photo_id' })
  photo?: Photo;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
