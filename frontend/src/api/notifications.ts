import { get, post, query } from './http';
import type { MarkNotificationsReadRequest, NotificationPageResponse, NotificationsQuery, UnreadCountResponse } from '@heirloom/contracts';

export const listNotifications = (params: NotificationsQuery = {}) =>
  get<NotificationPageResponse>(`/notifications${query({ unread_only: params.unread_only, before: params.before, limit: params.limit })}`);
export const markNotificationsRead = (ids?: number[]) =>
  post<UnreadCountResponse>('/notifications/read', (ids ? { ids } : {}) satisfies MarkNotificationsReadRequest).then((r) => r.unread_count);
