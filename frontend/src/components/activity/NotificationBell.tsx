import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NotificationResponse } from '@heirloom/contracts';
import { useNotifications } from '../../api/hooks';
import { markNotificationsRead } from '../../api/notifications';
import { formatDateTime } from '../../lib/format';
import { BELL_MAX_COUNT, notifications as copy } from '../../messages';
import { colors } from '../../theme';

/** Where a notification leads: its photo, or the family's members for someone joining. */
export const targetOf = (notification: NotificationResponse): string =>
  notification.photo_id !== null ? `/photos/${notification.photo_id}` : `/families/${notification.family.id}/members`;

/** The bell of the top bar: the unread count (refreshed at least every minute) and the newest notifications. */
export function NotificationBell() {
  const { data, error, mutate } = useNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const unread = data?.unread_count ?? 0;

  const markRead = async (ids?: number[]) => {
    const unreadCount = await markNotificationsRead(ids);
    await mutate(
      (current) =>
        current && {
          ...current,
          unread_count: unreadCount,
          notifications: current.notifications.map((n) => (!ids || ids.includes(n.id) ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n)),
        },
      { revalidate: true },
    );
  };

  const follow = (notification: NotificationResponse) => {
    setOpen(false);
    if (!notification.read_at) void markRead([notification.id]).catch(() => undefined);
    navigate(targetOf(notification));
  };

  const list = (
    <Flex vertical style={{ width: 'min(360px, calc(100vw - 96px))' }} data-testid="notification-list">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{copy.title}</Typography.Text>
        <Button size="small" type="link" disabled={unread === 0} onClick={() => void markRead().catch(() => undefined)}>
          {copy.markAllRead}
        </Button>
      </Flex>
      {error && !data && <Typography.Text type="danger">{copy.loadFailed}</Typography.Text>}
      {data && data.notifications.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.empty} />}
      <Flex vertical style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {data?.notifications.map((notification) => (
          <button
            key={notification.id}
            type="button"
            onClick={() => follow(notification)}
            style={{
              all: 'unset',
              cursor: 'pointer',
              padding: '8px 6px',
              borderRadius: 8,
              background: notification.read_at ? undefined : colors.primary50,
              marginBottom: 4,
            }}
          >
            <Typography.Text strong={!notification.read_at}>
              {copy.line(notification.type, notification.actor.name, notification.count, notification.family.name)}
            </Typography.Text>
            {notification.text && notification.type !== 'reaction' && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                “{notification.text}”
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {formatDateTime(notification.created_at)}
            </Typography.Text>
          </button>
        ))}
      </Flex>
      <Link to="/activity" onClick={() => setOpen(false)} style={{ marginTop: 8 }}>
        {copy.seeActivity}
      </Link>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={list} open={open} onOpenChange={setOpen}>
      <Button type="text" shape="circle" aria-label={copy.bell(unread)} style={{ height: 40, width: 40 }}>
        <Badge count={unread} size="small" overflowCount={BELL_MAX_COUNT}>
          <BellOutlined style={{ color: colors.onDark, fontSize: 20 }} aria-hidden />
        </Badge>
      </Button>
    </Popover>
  );
}
