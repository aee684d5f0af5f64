import { AppConfig, InjectConfig } from '@heirloom/config';
import { AccessRepository, CommentsRepository, FamiliesRepository, MailOutboxRepository, PreferencesRepository, StoriesRepository, UsersRepository } from '@heirloom/database';
import { activityMailJobId, HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { activityEmail } from './activity-email';
import { appUrl, settingsLink, unsubscribeLink } from './app-url';
import { MailService } from './mail.service';

const EXCERPT = 300;

/**
 * Sends the e-mail of a mention, or of a comment or story on the recipient's photo, when the job runs: only if the
 * comment or story is still there, the recipient is still a member of its family, and their preferences want it.
 */
@Injectable()
@HandlesJob('mail.activity')
export class ActivityEmailHandler implements JobHandler<'mail.activity'> {
  private readonly logger = new Logger(ActivityEmailHandler.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly comments: CommentsRepository,
    private readonly stories: StoriesRepository,
    private readonly families: FamiliesRepository,
    private readonly users: UsersRepository,
    private readonly preferences: PreferencesRepository,
    private readonly access: AccessRepository,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
  ) {}

  /** Once it has run (mailed, or nothing to mail), the job is no longer owed; a failure leaves it owed. */
  async handle(payload: JobPayloads['mail.activity']): Promise<void> {
    await this.send(payload);
    await this.outbox.remove(activityMailJobId(payload));
  }

  private async send({ recipientId, reason, source, sourceId }: JobPayloads['mail.activity']): Promise<void> {
    const written = source === 'comment' ? await this.comments.getById(sourceId) : await this.stories.getById(sourceId);
    const recipient = await this.users.getById(recipientId);
    if (!written || !recipient || (await this.access.getRole(recipientId, written.familyId)) === null) {
      this.logger.log(`The ${source} ${sourceId} or its recipient is gone; no e-mail sent`);
      return;
    }
    const wanted = await this.preferences.get(recipientId);
    if (reason === 'mention' ? !wanted.emailMentions : !wanted.emailComments) return;
    const family = await this.families.getById(written.familyId);
    const base = appUrl(this.config);
    const content = written.content.replace(/\s+/g, ' ').trim();
    await this.mail.send(
      activityEmail({
        to: recipient.email,
        reason,
        source,
        actorName: written.author?.name ?? 'Someone',
        familyName: family?.name ?? 'your family',
        excerpt: [...content].length > EXCERPT ? `${[...content].slice(0, EXCERPT - 1).join('')}…` : content,
        photoUrl: `${base}/photos/${written.photoId}`,
        unsubscribeUrl: unsubscribeLink(this.config, recipientId, reason === 'mention' ? 'mentions' : 'comments'),
        settingsUrl: settingsLink(this.config),
      }),
    );
  }
}
