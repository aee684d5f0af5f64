import type { NotificationPageResponse, UnreadCountResponse } from '@heirloom/contracts';
import { formatCursor, NotificationsRepository, parseCursor } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { AuthUser } from '../auth/auth-user';
import { MarkNotificationsReadDto, NotificationsQueryDto } from './notification.dto';
import { toNotificationResponse } from './notification.response';

/** A person's own notifications: only ever their own rows, of families they still belong to. */
@Injectable()
export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  /** Newest first; one row past the page tells whether another follows. */
  async list(user: AuthUser, query: NotificationsQueryDto): Promise<NotificationPageResponse> {
    const limit = query.limit ?? 20;
    const rows = await this.repository.getPage(user.id, { unreadOnly: query.unread_only ?? false, before: query.before ? parseCursor(query.before) : null, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return {
      notifications: page.map(toNotificationResponse),
      unread_count: await this.repository.countUnread(user.id),
      next_before: rows.length > limit ? formatCursor(page[page.length - 1]) : null,
    };
  }

  async markRead(user: AuthUser, dto: MarkNotificationsReadDto): Promise<UnreadCountResponse> {
    await this.repository.markRead(user.id, dto.ids);
    return { unread_count: await this.repository.countUnread(user.id) };
  }
}
