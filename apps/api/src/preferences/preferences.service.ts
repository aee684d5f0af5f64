import type { PreferencesResponse } from '@heirloom/contracts';
import { AppConfig, InjectConfig } from '@heirloom/config';
import { PreferenceFields, PreferencesRepository } from '@heirloom/database';
import { readUnsubscribeToken } from '@heirloom/mail';
import { Injectable, NotFoundException } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { UpdatePreferencesDto } from './preferences.dto';

const toResponse = (p: PreferenceFields): PreferencesResponse => ({
  digest: p.digest,
  email_mentions: p.emailMentions,
  email_comments: p.emailComments,
  time_zone: p.timeZone,
});

/** One's own e-mail preferences and time zone: nobody reads or changes another's. */
@Injectable()
export class PreferencesService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly repository: PreferencesRepository,
  ) {}

  async get(user: AuthUser): Promise<PreferencesResponse> {
    return toResponse(await this.repository.get(user.id));
  }

  async update(user: AuthUser, dto: UpdatePreferencesDto): Promise<PreferencesResponse> {
    const changes: Partial<PreferenceFields> = {};
    if (dto.digest !== undefined) changes.digest = dto.digest;
    if (dto.email_mentions !== undefined) changes.emailMentions = dto.email_mentions;
    if (dto.email_comments !== undefined) changes.emailComments = dto.email_comments;
    if (dto.time_zone !== undefined) changes.timeZone = dto.time_zone;
    return toResponse(await this.repository.update(user.id, changes));
  }

  /** Turns off the kind of e-mail a signed token names, for its person; answers the kind. */
  async unsubscribe(token: string): Promise<string> {
    const read = readUnsubscribeToken(this.config.sessionSecret, token);
    if (!read) throw new NotFoundException('This unsubscribe link is not valid');
    const changes: Partial<PreferenceFields> = read.kind === 'mentions' ? { emailMentions: false } : read.kind === 'comments' ? { emailComments: false } : { digest: 'off' };
    // The account may have been deleted since the e-mail was sent: then there is nothing left to turn off.
    if (await this.repository.exists(read.userId)) await this.repository.update(read.userId, changes);
    return read.kind;
  }
}
