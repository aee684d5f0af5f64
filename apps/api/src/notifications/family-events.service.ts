import { ActivityRepository, MailOutboxRepository, NewNotification, NotificationsRepository, ReactionKindName } from '@heirloom/database';
import { activityMailJobId, JobPayloads, JobProducer } from '@heirloom/jobs';
import { Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';

/** A photo as the events need it: its family and who uploaded it. */
export interface PhotoRef {
  id: number;
  familyId: number;
  uploaderId: number;
}

/** The comment or story an event is about. */
interface Written {
  source: 'comment' | 'story';
  sourceId: number;
}

/** The excerpt of a comment or story a notification carries, in characters. */
const NOTIFICATION_TEXT = 140;

/**
 * What happened in a family, told right after the action that did it: an item of the family's activity feed, and
 * notifications to the people it concerns. Never to the actor, never to anyone outside the family (recipients are
 * read from its members at that moment). A failure here is logged and never undoes the action.
 */
@Injectable()
export class FamilyEvents {
  private readonly logger = new Logger(FamilyEvents.name);

  constructor(
    private readonly activity: ActivityRepository,
    private readonly notifications: NotificationsRepository,
    private readonly jobs: JobProducer,
    private readonly outbox: MailOutboxRepository,
  ) {}

  /** To the photo's uploader (a comment on their photo) and to those it mentions (a mention, which says more). */
  commentAdded(actor: AuthUser, photo: PhotoRef, commentId: number, content: string, mentioned: number[]): Promise<void> {
    return this.safely('comment', async () => {
      await this.activity.add({ familyId: photo.familyId, type: 'comment_added', actorId: actor.id, photoId: photo.id, commentId });
      await this.tellAbout(actor, photo, { source: 'comment', sourceId: commentId }, content, mentioned);
    });
  }

  storyAdded(actor: AuthUser, photo: PhotoRef, storyId: number, content: string, mentioned: number[]): Promise<void> {
    return this.safely('story', async () => {
      await this.activity.add({ familyId: photo.familyId, type: 'story_added', actorId: actor.id, photoId: photo.id, storyId });
      await this.tellAbout(actor, photo, { source: 'story', sourceId: storyId }, content, mentioned);
    });
  }

  /** A changed story tells only the members it newly mentions. */
  storyMentioned(actor: AuthUser, photo: Omit<PhotoRef, 'uploaderId'>, storyId: number, content: string, newlyMentioned: number[]): Promise<void> {
    return this.safely('story mention', () => this.mentionsOnly(actor, photo, { source: 'story', sourceId: storyId }, content, newlyMentioned));
  }

  /** To the uploader, grouped per photo while unread ("Ada and 2 others reacted"). */
  reacted(actor: AuthUser, photo: PhotoRef, kind: ReactionKindName): Promise<void> {
    return this.safely('reaction', async () => {
      const recipients = await this.notifications.recipients(photo.familyId, { userIds: [photo.uploaderId], exceptUserId: actor.id });
      await this.notifications.add(recipients.map((userId) => this.notification(userId, actor, photo.familyId, 'reaction', photo.id, kind, `reaction:${photo.id}`)));
    });
  }

  /** Into the uploader's photos_added item of the feed, and to every other member, grouped per family and day. */
  photoAdded(actor: AuthUser, photo: PhotoRef, now = new Date()): Promise<void> {
    return this.safely('photo', async () => {
      await this.activity.addPhoto(photo.familyId, actor.id, photo.id, now);
      const recipients = await this.notifications.recipients(photo.familyId, { exceptUserId: actor.id });
      const group = `photos:${photo.familyId}:${now.toISOString().slice(0, 10)}`;
      await this.notifications.add(recipients.map((userId) => this.notification(userId, actor, photo.familyId, 'photos_added', photo.id, null, group)), now);
    });
  }

  /** Into the feed, and to the family's admins. */
  memberJoined(actor: AuthUser, familyId: number): Promise<void> {
    return this.safely('member', async () => {
      await this.activity.add({ familyId, type: 'member_joined', actorId: actor.id });
      const admins = await this.notifications.recipients(familyId, { adminsOnly: true, exceptUserId: actor.id });
      await this.notifications.add(admins.map((userId) => this.notification(userId, actor, familyId, 'member_joined', null, null, null)));
    });
  }

  private async tellAbout(actor: AuthUser, photo: PhotoRef, written: Written, content: string, mentioned: number[]): Promise<void> {
    await this.mentionsOnly(actor, photo, written, content, mentioned);
    // An uploader who is mentioned has been told already, by the mention.
    if (mentioned.includes(photo.uploaderId)) return;
    const uploader = await this.notifications.recipients(photo.familyId, { userIds: [photo.uploaderId], exceptUserId: actor.id });
    const type = written.source === 'comment' ? 'comment' : 'story';
    await this.notifications.add(uploader.map((userId) => this.notification(userId, actor, photo.familyId, type, photo.id, cut(content), null)));
    await this.mail(uploader, 'comment', written);
  }

  private async mentionsOnly(actor: AuthUser, photo: Omit<PhotoRef, 'uploaderId'>, written: Written, content: string, mentioned: number[]): Promise<void> {
    const recipients = await this.notifications.recipients(photo.familyId, { userIds: mentioned, exceptUserId: actor.id });
    await this.notifications.add(recipients.map((userId) => this.notification(userId, actor, photo.familyId, 'mention', photo.id, cut(content), null)));
    await this.mail(recipients, 'mention', written);
  }

  /**
   * Queues the e-mails (the job checks the recipient's preferences when it runs); once per recipient, reason and text.
   * Each is written to the outbox first: one that cannot be queued now (Redis away) is queued again by the worker's
   * sweeps, and the job crosses it off once it has run.
   */
  private async mail(recipients: number[], reason: 'mention' | 'comment', written: Written): Promise<void> {
    const jobs = recipients.map((recipientId) => ({ recipientId, reason, ...written }) satisfies JobPayloads['mail.activity']);
    for (const payload of jobs) await this.outbox.add(activityMailJobId(payload), 'mail.activity', payload);
    for (const payload of jobs) {
      try {
        await this.jobs.enqueue('mail.activity', payload, { jobId: activityMailJobId(payload) });
      } catch (error) {
        this.logger.warn(`Could not queue an e-mail (${(error as Error).message}); it waits in the outbox`);
      }
    }
  }

  private notification(
    userId: number,
    actor: AuthUser,
    familyId: number,
    type: NewNotification['type'],
    photoId: number | null,
    text: string | null,
    groupKey: string | null,
  ): NewNotification {
    return { userId, familyId, type, actorId: actor.id, photoId, text, groupKey };
  }

  private async safely(what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.error({ err: error }, `Could not record the ${what} event`);
    }
  }
}

/** The start of a comment or story, within the column. */
function cut(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const symbols = [...flat];
  return symbols.length <= NOTIFICATION_TEXT ? flat : `${symbols.slice(0, NOTIFICATION_TEXT - 1).join('')}…`;
}
