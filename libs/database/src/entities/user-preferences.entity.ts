import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { instantColumn } from '../column-types';
import { User } from './user.entity';

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A person's e-mail preferences and time zone; absent, the defaults of DEFAULT_PREFERENCES. */
@Entity('user_preferences')
export class UserPreferences {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 8, default: 'weekly' })
  digest: DigestFrequency;

  @Column({ type: 'boolean', default: true })
  emailMentions: boolean;

  @Column({ type: 'boolean', default: true })
  emailComments: boolean;

  /** An IANA zone ('Asia/Tokyo'), set by the client at sign-in from the browser. */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column(instantColumn)
  updatedAt: Date;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}

export const DEFAULT_PREFERENCES: Pick<UserPreferences, 'digest' | 'emailMentions' | 'emailComments' | 'timeZone'> = {
  digest: 'weekly',
  emailMentions: true,
  emailComments: true,
  timeZone: 'UTC',
};
