import { AccessRepository } from './access.repository';
import { AlbumsRepository } from './albums.repository';
import { AccountTokensRepository } from './account-tokens.repository';
import { AdminRepository } from './admin/admin.repository';
import { AuditRepository } from './audit.repository';
import { BackupsRepository } from './backups.repository';
import { CommentsRepository } from './comments.repository';
import { DeviceSessionsRepository } from './device-sessions.repository';
import { DigestsRepository } from './digests.repository';
import { DownloadsRepository } from './downloads.repository';
import { FamiliesRepository } from './families.repository';
import { InvitationsRepository } from './invitations.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import { PeopleRepository } from './people.repository';
import { PhotosRepository } from './photos.repository';
import { PreferencesRepository } from './preferences.repository';
import { ActivityRepository } from './activity.repository';
import { NotificationsRepository } from './notifications.repository';
import { MentionsRepository } from './mentions.repository';
import { ReactionsRepository } from './reactions.repository';
import { SearchRepository } from './search.repository';
import { SessionsRepository } from './sessions.repository';
import { ShareLinksRepository } from './share-links.repository';
import { StoriesRepository } from './stories.repository';
import { TimelineRepository } from './timeline.repository';
import { TrashRepository } from './trash.repository';
import { TwoFactorRepository } from './two-factor.repository';
import { UserIdentitiesRepository } from './user-identities.repository';
import { UsersRepository } from './users.repository';
import { WholeDatabase } from './whole-database';

export * from './access.repository';
export * from './albums.repository';
export * from './account-tokens.repository';
export * from './admin/admin-list';
export * from './admin/admin-listings';
export * from './admin/admin.repository';
export * from './audit.repository';
export * from './backups.repository';
export * from './comments.repository';
export * from './device-sessions.repository';
export * from './digests.repository';
export * from './downloads.repository';
export * from './families.repository';
export * from './invitations.repository';
export * from './mail-outbox.repository';
export * from './people.repository';
export * from './photo-row';
export { StaleSelectionError } from './photo-visibility';
export * from './photos.repository';
export * from './preferences.repository';
export * from './activity.repository';
export * from './notifications.repository';
export * from './mentions.repository';
export * from './reactions.repository';
export * from './search.repository';
export * from './session-key';
export * from './session-table.store';
export * from './sessions.repository';
export * from './share-links.repository';
export * from './stories.repository';
export * from './timeline.repository';
export * from './trash.repository';
export * from './two-factor.repository';
export * from './user-identities.repository';
export * from './users.repository';
export * from './whole-database';

/** Every repository, provided once for the API and the worker alike (DatabaseModule). */
export const REPOSITORIES = [
  AccessRepository,
  AlbumsRepository,
  AccountTokensRepository,
  AdminRepository,
  AuditRepository,
  BackupsRepository,
  CommentsRepository,
  DeviceSessionsRepository,
  DigestsRepository,
  DownloadsRepository,
  FamiliesRepository,
  InvitationsRepository,
  MailOutboxRepository,
  PeopleRepository,
  PhotosRepository,
  PreferencesRepository,
  ActivityRepository,
  NotificationsRepository,
  MentionsRepository,
  ReactionsRepository,
  SearchRepository,
  SessionsRepository,
  ShareLinksRepository,
  StoriesRepository,
  TimelineRepository,
  TrashRepository,
  TwoFactorRepository,
  UserIdentitiesRepository,
  UsersRepository,
  WholeDatabase,
];
