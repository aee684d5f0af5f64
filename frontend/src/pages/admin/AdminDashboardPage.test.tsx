import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminApi from '../../api/admin';
import * as backupsApi from '../../api/backups';
import { makeBackup } from '../../test/factories';
import type { AdminStatsResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

vi.mock('../../api/admin', () => ({ getAdminStats: vi.fn() }));
vi.mock('../../api/backups', () => ({ listBackups: vi.fn() }));
const listBackups = vi.mocked(backupsApi.listBackups);
const getAdminStats = vi.mocked(adminApi.getAdminStats);

const GB = 1024 ** 3;

const stats = (usedGb: number, storage: Partial<AdminStatsResponse['storage']> = {}): AdminStatsResponse => ({
  users: { total: 12, admins: 2, active_30d: 7 },
  families: { total: 4, created_30d: 1 },
  photos: { total: 950, uploaded_30d: 80 },
  videos: { total: 40, uploaded_30d: 6 },
  trash: { total: 3, bytes: 3000 },
  storage: {
    used_gb: usedGb,
    limit_gb: 100,
    used_bytes: usedGb * GB,
    backups_gb: 1,
    limit_bytes: 100 * GB,
    disk_free_bytes: 500 * GB,
    disk_reserve_bytes: GB,
    accepting_uploads: usedGb < 100,
    ...storage,
  },
});

const warning = 'Storage usage is above 80%. Consider increasing storage limit or cleaning up old data.';
const nearlyFull = /^Storage is \d+% full\. Uploads will be refused once the limit is reached/;

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    getAdminStats.mockReset();
    listBackups.mockResolvedValue([]);
  });

  it("shows the last backup's time and outcome under System Status, and counts of one in the singular", async () => {
    getAdminStats.mockResolvedValue({ ...stats(40), users: { total: 1, admins: 1, active_30d: 1 }, families: { total: 1, created_30d: 1 }, photos: { total: 1, uploaded_30d: 1 } });
    listBackups.mockResolvedValue([makeBackup(9, { status: 'completed', completed_at: '2026-11-20T09:15:00Z' }), makeBackup(8, { status: 'failed' })]);
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText(/· completed$/)).toBeInTheDocument();
    expect(screen.getByText('1 family created this month')).toBeInTheDocument();
    expect(screen.getByText('1 active user in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('1 photo uploaded this month')).toBeInTheDocument();
  });

  it('says when the last backup failed, and when there is none', async () => {
    getAdminStats.mockResolvedValue(stats(40));
    listBackups.mockResolvedValue([makeBackup(9, { status: 'failed', completed_at: null, created_at: '2026-11-20T09:15:00Z' })]);
    const { unmount } = renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText(/· failed$/)).toBeInTheDocument();
    unmount();
    listBackups.mockResolvedValue([]);
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
  });

  it('shows the cards, recent activity and system status', async () => {
    getAdminStats.mockResolvedValue(stats(40));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByRole('link', { name: 'Total Users: 12' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('2 admins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total Families: 4' })).toHaveAttribute('href', '/admin/families');
    expect(screen.getByRole('link', { name: 'Total Photos: 950' })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByText('7 active users in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('40 videos among them, 6 this month')).toBeInTheDocument();
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
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

  it('warns that uploads will soon be refused from 90%, in place of the 80% banner', async () => {
    getAdminStats.mockResolvedValue(stats(92.4));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText('Storage is 92% full. Uploads will be refused once the limit is reached: clean up old data or raise STORAGE_LIMIT_GB.')).toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it('keeps to the 80% banner just under 90%, judged by the bytes rather than the rounded GB', async () => {
    getAdminStats.mockResolvedValue(stats(89.99, { used_gb: 90, used_bytes: 89.99 * GB }));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.queryByText(nearlyFull)).not.toBeInTheDocument();
  });

  it('says uploads are being refused once the limit is reached', async () => {
    getAdminStats.mockResolvedValue(stats(100));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText('Uploads are being refused: the storage limit is reached. Clean up old data or raise STORAGE_LIMIT_GB.')).toBeInTheDocument();
  });

  it('says uploads are being refused when the disk is down to its reserve, far under the limit', async () => {
    getAdminStats.mockResolvedValue(stats(10, { accepting_uploads: false, disk_free_bytes: 0.5 * GB }));
    renderWithApp(<AdminDashboardPage />);
    expect(
      await screen.findByText("Uploads are being refused: the server's disk has only 0.50 GB free, and Heirloom keeps 1.00 GB free. Free up space on the disk."),
    ).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it("shows 'Failed to load statistics'", async () => {
    getAdminStats.mockRejectedValue(new Error('down'));
    renderWithApp(<AdminDashboardPage />);
    expect(await screen.findByText('Failed to load statistics')).toBeInTheDocument();
  });
});
