import { AppConfig, InjectConfig } from '@heirloom/config';
import { AccessRepository, DigestRecipient, DigestsRepository, ListedPhoto, TimelineRepository, UsersRepository } from '@heirloom/database';
import { appUrl, digestEmail, DigestMemory, MailAttachment, MailMessage, settingsLink, unsubscribeLink } from '@heirloom/mail';
import { monthDaysFor, toEmailJpeg } from '@heirloom/media';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { PhotoDerivativesService } from '../media/photo-derivatives.service';
import { DigestSlot, firstWindowMs, slotDays } from './digest-period';

/** The memories a digest shows with their thumbnail; the rest are counted and linked. */
export const DIGEST_MEMORIES_SHOWN = 4;

/**
 * Writes one person's digest: On This Day memories of the coming day or week across all the families they belong to
 * now (a family they left is not among them), and what others added to each since their last digest. Only photos
 * that are not in the trash. Nothing to say: no message.
 */
@Injectable()
export class DigestComposer {
  private readonly logger = new Logger(DigestComposer.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly access: AccessRepository,
    private readonly digests: DigestsRepository,
    private readonly timeline: TimelineRepository,
    private readonly users: UsersRepository,
    private readonly derivatives: PhotoDerivativesService,
    private readonly storage: StorageService,
  ) {}

  async compose(recipient: DigestRecipient, slot: DigestSlot, now: Date): Promise<MailMessage | null> {
    const familyIds = (await this.access.getMembershipsOf(recipient.userId)).map((membership) => membership.familyId);
    if (familyIds.length === 0) return null;
    const monthDays = [...new Set(slotDays(slot).flatMap(monthDaysFor))];
    const memoryIds = await this.timeline.getOnDayIds(familyIds, monthDays, `${slot.today.slice(0, 4)}-01-01`);
    const since = (await this.digests.getLastDigestAt(recipient.userId)) ?? new Date(now.getTime() - firstWindowMs(slot));
    const news = await this.digests.getNews(familyIds, recipient.userId, since, now);
    if (memoryIds.length === 0 && news.length === 0) return null;
    const user = await this.users.getById(recipient.userId);
    const shown = await this.timeline.getByIds(memoryIds.slice(0, DIGEST_MEMORIES_SHOWN));
    const attachments: MailAttachment[] = [];
    const memories: DigestMemory[] = [];
    for (const photo of shown) {
      const attachment = await this.thumbnail(photo);
      if (attachment) attachments.push(attachment);
      memories.push({ caption: caption(photo), photoUrl: `${appUrl(this.config)}/photos/${photo.id}`, cid: attachment?.cid ?? null });
    }
    return digestEmail({
      to: recipient.email,
      name: user?.name ?? 'there',
      frequency: recipient.frequency,
      memoryCount: memoryIds.length,
      memories,
      memoriesUrl: `${appUrl(this.config)}/on-this-day`,
      news: news.map((family) => ({ ...family, familyUrl: `${appUrl(this.config)}/families/${family.familyId}` })),
      attachments,
      unsubscribeUrl: unsubscribeLink(this.config, recipient.userId, 'digest'),
      settingsUrl: settingsLink(this.config),
    });
  }

  /** The photo's thumbnail as an inline JPEG, made now if its job has not run; none when it cannot be had. */
  private async thumbnail(photo: ListedPhoto): Promise<MailAttachment | null> {
    try {
      const ready = await this.derivatives.ensure(photo.id);
      if (!ready || ready.thumbnailStatus !== 'ready') return null;
      const content = await toEmailJpeg(this.storage.localPath(ready.thumbnailKey));
      return { filename: `memory-${photo.id}.jpg`, content, contentType: 'image/jpeg', cid: `memory-${photo.id}@heirloom` };
    } catch (error) {
      this.logger.warn(`No thumbnail for photo ${photo.id} in a digest: ${(error as Error).message}`);
      return null;
    }
  }
}

/** "1990 · The Testers": the year the memory is from, and its family. */
function caption(photo: ListedPhoto): string {
  const year = photo.sortDate.slice(0, 4);
  return photo.family ? `${year} · ${photo.family.name}` : year;
}
