import { Global, Module } from '@nestjs/common';
import { FamilyEvents } from './family-events.service';
import { MentionsService } from './mentions.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Mentions, notifications and the events that write them (with the activity feed's items), for the features where
 * things happen (comments, stories, reactions, photos, invitations): global, so each of them takes FamilyEvents.
 */
@Global()
@Module({
  controllers: [NotificationsController],
  providers: [MentionsService, FamilyEvents, NotificationsService],
  exports: [MentionsService, FamilyEvents],
})
export class NotificationsModule {}
