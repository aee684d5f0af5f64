import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminApi from '../../api/admin';
import type { AdminStats } from '../../api/types';
import { renderWithApp } from '../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

vi.mock('../../api/admin', () => ({ getAdminStats: vi.fn() }));
const getAdminStats = vi.mocked(adminApi.getAdminStats);

const stats = (usedGb: number): AdminStats => ({
  users: { total: 12, admins: 2, active_30d: 7 },
  families: { total: 4, created_30d: 1 },
  photos: { total: 950, uploaded_30d: 80 },
  storage: { used_gb: usedGb, limit_gb: 100 },
});

const warning = 'Storage usage is above 80%. Consider increasing storage limit or cleaning up old data.';

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    getAdminStats.mockReset();
  });

  it('shows the cards, recent activity and system status', async () => {
    getAdminStats.mockResolvedValue(stats(40));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByRole('link', { name: 'Total Users: 12' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('2 admins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total Families: 4' })).toHaveAttribute('href', '/admin/families');
    expect(screen.getByRole('link', { name: 'Total Photos: 950' })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByText('7 active users in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Not implemented')).toBeInTheDocument();
    expect(screen.getAllByText('Healthy')).toHaveLength(2);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('warns when storage is above 80%', async () => {
    getAdminStats.mockResolvedValue(stats(80.5));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it('does not warn at exactly 80%', async () => {
    getAdminStats.mockResolvedValue(stats(80));
    renderWithApp(<AdminDashboardPage />);
    await screen.findByText('80.0% of limit');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load statistics'", async () => {
    getAdminStats.mockRejectedValue(new Error('down'));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText('Failed to load statistics')).toBeInTheDocument();
  });
});
