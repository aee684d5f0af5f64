import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_PREFERENCES, User, UserPreferences } from '../entities';

export type PreferenceFields = Pick<UserPreferences, 'digest' | 'emailMentions' | 'emailComments' | 'timeZone'>;

/** A person's preferences: their row, or the defaults when they never changed any. */
@Injectable()
export class PreferencesRepository {
  constructor(@InjectRepository(UserPreferences) private readonly preferences: Repository<UserPreferences>) {}

  /** Whether the account is still there (an unsubscribe link outlives a deleted account). */
  exists(userId: number): Promise<boolean> {
    return this.preferences.manager.existsBy(User, { id: userId });
  }

  async get(userId: number): Promise<PreferenceFields> {
    const row = await this.preferences.findOneBy({ userId });
    return row ? { digest: row.digest, emailMentions: row.emailMentions, emailComments: row.emailComments, timeZone: row.timeZone } : { ...DEFAULT_PREFERENCES };
  }

  /** Writes the changes over what the person has (or the defaults): one upsert on the key. */
  async update(userId: number, changes: Partial<PreferenceFields>): Promise<PreferenceFields> {
    const next = { ...(await this.get(userId)), ...changes };
    await this.preferences.upsert({ userId, ...next, updatedAt: new Date() }, ['userId']);
    return next;
  }
}
