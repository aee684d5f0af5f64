import type { NotificationPageResponse, UnreadCountResponse } from '@heirloom/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { MarkNotificationsReadDto, NotificationsQueryDto } from './notification.dto';
import { NotificationsService } from './notifications.service';

/** The caller's notifications (issue 16): the bell's list and unread count, and marking them read. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationsQueryDto): Promise<NotificationPageResponse> {
    return this.notifications.list(user, query);
  }

  @Post('read')
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthUser, @Body() dto: MarkNotificationsReadDto): Promise<UnreadCountResponse> {
    return this.notifications.markRead(user, dto);
  }
}
