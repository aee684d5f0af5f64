import type { MarkNotificationsReadRequest, NotificationsQuery } from '@heirloom/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, ValidateIf } from 'class-validator';
import { IsIdList, IsQueryInt, OptionalWithDefault } from '../common/validation/validation';
import { IsListCursor } from './cursor.validation';

/** The most notifications one page answers, and one request marks read. */
export const MAX_NOTIFICATIONS_PAGE = 50;
export const MAX_MARKED_READ = 100;

export class NotificationsQueryDto implements NotificationsQuery {
  /** `true`: unread ones only. */
  @OptionalWithDefault()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'unread_only must be true or false' })
  unread_only?: boolean = false;

  @IsListCursor()
  before?: string;

  @OptionalWithDefault()
  @IsQueryInt(1, MAX_NOTIFICATIONS_PAGE)
  limit?: number = 20;
}

export class MarkNotificationsReadDto implements MarkNotificationsReadRequest {
  /** The notifications to mark read; all of the caller's when absent. */
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsIdList(MAX_MARKED_READ, 'notification')
  ids?: number[];
}
