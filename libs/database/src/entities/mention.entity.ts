import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Comment } from './comment.entity';
import { Story } from './story.entity';
import { User } from './user.entity';

/** A member a comment mentions. */
@Entity('comment_mentions')
export class CommentMention {
  @PrimaryColumn({ type: 'int' })
  commentId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: Comment;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}

/** A member a story mentions. */
@Entity('story_mentions')
export class StoryMention {
  @PrimaryColumn({ type: 'int' })
  storyId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => Story, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'story_id' })
  story?: Story;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
