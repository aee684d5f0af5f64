import { AppConfig, ConfigModule, isScaled } from '@heirloom/config';
import { DatabaseModule, RestoreWatch } from '@heirloom/database';
import { JobsModule } from '@heirloom/jobs';
import { ProcessorsModule } from '@heirloom/processors';
import { StorageModule } from '@heirloom/storage';
import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { AuditOriginMiddleware } from './audit/audit-origin.middleware';
import { AuthModule } from './auth/auth.module';
import { BackupsModule } from './backups/backups.module';
import { RestoreLockMiddleware } from './backups/restore-lock.middleware';
import { HttpErrorFilter } from './common/filters/http-error.filter';
import { SessionGuard } from './common/guards/session.guard';
import { JsonBodyMiddleware } from './common/middleware/json-body.middleware';
import { SameOriginMiddleware } from './common/middleware/same-origin.middleware';
import { FamiliesModule } from './families/families.module';
import { HealthModule } from './health/health.module';
import { InvitationsModule } from './invitations/invitations.module';
import { loggingModule } from './logging/logging.module';
import { MembersModule } from './members/members.module';
import { PeopleModule } from './people/people.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { PhotosModule } from './photos/photos.module';
import { SearchModule } from './search/search.module';
import { SessionMiddleware } from './session/session.middleware';
import { SessionModule } from './session/session.module';
import { StoriesModule } from './stories/stories.module';
import { ThrottleModule } from './throttle/throttle.module';
import { CommentsModule } from './comments/comments.module';
import { DownloadsModule } from './downloads/downloads.module';
import { DeviceSightingMiddleware } from './devices/device-sighting.middleware';
import { DevicesModule } from './devices/devices.module';
import { TrashModule } from './trash/trash.module';
import { AlbumsModule } from './albums/albums.module';
import { ShareLinksModule } from './share-links/share-links.module';
import { TimelineModule } from './timeline/timeline.module';
import { ReactionsModule } from './reactions/reactions.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ActivityModule } from './activity/activity.module';
import { PreferencesModule } from './preferences/preferences.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { OidcModule } from './oidc/oidc.module';
import { QueueDashboardMiddleware } from './queue-dashboard/queue-dashboard.middleware';
import { webClientModules } from './web/web-client.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(config),
        DatabaseModule,
        StorageModule,
        JobsModule.forRoot(RestoreWatch),
        // Embedded mode runs the worker's job handlers inside the API process.
        ...(isScaled(config) ? [] : [ProcessorsModule]),
        SessionModule,
        ThrottleModule,
        AccessModule,
        AuditModule,
        AuthModule,
        PasswordResetModule,
        AccountModule,
        DevicesModule,
        TwoFactorModule,
        OidcModule,
        FamiliesModule,
        MembersModule,
        InvitationsModule,
        PhotosModule,
        StoriesModule,
        CommentsModule,
        DownloadsModule,
        PeopleModule,
        TrashModule,
        AlbumsModule,
        ShareLinksModule,
        TimelineModule,
        ReactionsModule,
        NotificationsModule,
        ActivityModule,
        PreferencesModule,
        SearchModule,
        HealthModule,
        AdminModule,
        BackupsModule,
        ScheduleModule.forRoot(),
        ...webClientModules(config),
      ],
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(AuditOriginMiddleware, JsonBodyMiddleware, SameOriginMiddleware, SessionMiddleware, RestoreLockMiddleware, DeviceSightingMiddleware)
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
    consumer.apply(QueueDashboardMiddleware).forRoutes({ path: 'admin/queues{/*path}', method: RequestMethod.ALL });
  }
}
