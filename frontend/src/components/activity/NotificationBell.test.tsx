import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationResponse } from '@heirloom/contracts';
import * as notificationsApi from '../../api/notifications';
import { NOTIFICATIONS_REFRESH_MS } from '../../api/hooks';
import { renderWithApp } from '../../test/render';
import { NotificationBell } from './NotificationBell';

vi.mock('../../api/notifications', () => ({ listNotifications: vi.fn(), markNotificationsRead: vi.fn() }));
const api = vi.mocked(notificationsApi);

const notice = (id: number, patch: Partial<NotificationResponse> = {}): NotificationResponse => ({
  id,
  type: 'comment',
  actor: { id: 2, name: 'Ada' },
  family: { id: 5, name: 'The Smiths' },
  photo_id: 40 + id,
  text: 'What a day',
  count: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
  ...patch,
});

describe('NotificationBell', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.listNotifications.mockResolvedValue({
      notifications: [notice(1), notice(2, { type: 'reaction', actor: { id: 3, name: 'Bo' }, count: 3, text: 'heart', read_at: '2026-11-20T11:00:00.000Z' })],
      unread_count: 1,
      next_before: null,
    });
    api.markNotificationsRead.mockResolvedValue(0);
  });

  it('refreshes at least every minute', () => {
    expect(NOTIFICATIONS_REFRESH_MS).toBeLessThanOrEqual(60_000);
  });

  it('shows the unread count, lists the notifications and leads to the photo, marking it read', async () => {
    const { router } = renderWithApp(<NotificationBell />, { routes: [{ path: '/photos/:photoId', element: <p>Photo page</p> }] });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(await screen.findByText('Ada commented on your photo')).toBeInTheDocument();
    expect(screen.getByText('“What a day”')).toBeInTheDocument();
    expect(screen.getByText('Bo and 2 others reacted to your photo')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Ada commented on your photo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/41'));
    expect(api.markNotificationsRead).toHaveBeenCalledWith([1]);
  });

  it('marks all read', async () => {
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.markNotificationsRead).toHaveBeenCalledWith(undefined));
  });

  it('says 99+ as the badge does once the server counts 100 (it counts no further)', async () => {
    api.listNotifications.mockResolvedValue({ notifications: [], unread_count: 100, next_before: null });
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });
});
