import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as backupsApi from '../../api/backups';
import { ApiError } from '../../api/http';
import * as navigation from '../../lib/navigation';
import type { BackupResponse } from '@heirloom/contracts';
import { makeBackup } from '../../test/factories';
import { findDialog, renderWithApp } from '../../test/render';
import AdminBackupsPage from './AdminBackupsPage';

vi.mock('../../api/backups', () => ({
  listBackups: vi.fn(),
  getBackup: vi.fn(),
  getRestoringBackup: vi.fn(),
  createBackup: vi.fn(),
  restoreBackup: vi.fn(),
  deleteBackup: vi.fn(),
  uploadBackup: vi.fn(),
  backupDownloadUrl: (id: string) => `/api/admin/backup/${id}/download`,
}));

vi.mock('../../lib/navigation', () => ({ reloadAt: vi.fn() }));

const api = vi.mocked(backupsApi);

const done: BackupResponse = makeBackup(1, { size_mb: 1536, stats: { users: 3, families: 2, photos: 120 } });

describe('AdminBackupsPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.listBackups.mockResolvedValue([done]);
  });

  it('lists backups with size in GB, statistics and a success chip for completed', async () => {
    renderWithApp(<AdminBackupsPage />);
    expect(screen.getByRole('heading', { name: 'Backup Management' })).toBeInTheDocument();
    expect(screen.getByText('Backups include all database data and uploaded photos.')).toBeInTheDocument();
    expect(await screen.findByText('1.50 GB')).toBeInTheDocument();
    expect(screen.getByText('3 users, 2 families, 120 photos')).toBeInTheDocument();
    expect(screen.getByText('completed')).toHaveClass('ant-tag-success');
  });

  it('uploads a backup file from this computer, then asks before restoring it', async () => {
    const uploaded = makeBackup(7, { kind: 'imported' });
    api.uploadBackup.mockResolvedValue(uploaded);
    api.restoreBackup.mockResolvedValue({ ...uploaded, restore_status: 'queued' });
    api.getRestoringBackup.mockResolvedValue({ ...uploaded, restore_status: 'running', restore_progress: 10 });
    renderWithApp(<AdminBackupsPage />);
    const file = new File(['PK'], 'family.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByTestId('backup-file'), { target: { files: [file] } });
    await waitFor(() => expect(api.uploadBackup).toHaveBeenCalledWith(file, expect.anything()));
    const confirm = await findDialog('Restore Backup');
    expect(api.restoreBackup).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.restoreBackup).toHaveBeenCalledWith(7));
  });

  it("shows why an uploaded file was refused, and restores nothing", async () => {
    api.uploadBackup.mockRejectedValue(new ApiError(400, 'This file is not a Heirloom backup that can be restored: manifest.json is missing'));
    renderWithApp(<AdminBackupsPage />);
    fireEvent.change(screen.getByTestId('backup-file'), { target: { files: [new File(['x'], 'notes.zip')] } });
    expect(await screen.findByText('Failed to upload the backup file')).toBeInTheDocument();
    expect(screen.getByText(/manifest.json is missing/)).toBeInTheDocument();
    expect(api.restoreBackup).not.toHaveBeenCalled();
  });

  it('shows the empty state', async () => {
    api.listBackups.mockResolvedValue([]);
    renderWithApp(<AdminBackupsPage />);
    expect(await screen.findByText('No backups found. Create your first backup to get started.')).toBeInTheDocument();
  });

  it("shows the server's progress of a new backup, then 'Backup created successfully'", async () => {
    api.createBackup.mockResolvedValue({ ...done, status: 'queued', progress: 0, size_mb: 0 });
    api.getBackup
      .mockResolvedValueOnce({ ...done, status: 'running', progress: 37 })
      .mockResolvedValueOnce({ ...done, status: 'running', progress: 64 })
      .mockResolvedValue(done);
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create New Backup' }));

    const dialog = await findDialog('Creating Backup');
    expect(await within(dialog).findByText('37% complete')).toBeInTheDocument();
    expect(await within(dialog).findByText('64% complete')).toBeInTheDocument();
    expect(await within(dialog).findByText('100% complete')).toBeInTheDocument();
    expect(await screen.findByText('Backup created successfully')).toBeInTheDocument();
    expect(api.getBackup).toHaveBeenCalledWith(1);
  });

  it("reports a failed backup job with 'Failed to create backup'", async () => {
    api.createBackup.mockResolvedValue({ ...done, status: 'queued' });
    api.getBackup.mockResolvedValue({ ...done, status: 'failed', progress: 20, error: 'Disk full' });
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create New Backup' }));
    expect(await screen.findByText('Failed to create backup')).toBeInTheDocument();
    expect(screen.getByText('Disk full')).toBeInTheDocument();
  });

  it('asks before restoring, sends the confirm flag and follows the restore job', async () => {
    api.restoreBackup.mockResolvedValue({ ...done, restore_status: 'running', restore_progress: 40 });
    api.getRestoringBackup.mockResolvedValue({ ...done, restore_status: 'completed', restore_progress: 100 });
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore backup 1' }));
    const confirm = await screen.findByText(/replaces all current data/);
    expect(confirm).toHaveTextContent('This cannot be undone.');
    expect(api.restoreBackup).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.restoreBackup).toHaveBeenCalledWith(1));
    expect(await screen.findByText('Backup restored successfully')).toBeInTheDocument();
  });

  it('takes a 401 while following a restore as the restore having ended every session, and opens the sign-in page that says so', async () => {
    api.restoreBackup.mockResolvedValue({ ...done, restore_status: 'running', restore_progress: 10 });
    api.getRestoringBackup.mockResolvedValueOnce({ ...done, restore_status: 'running', restore_progress: 60 }).mockRejectedValue(new ApiError(401, 'You need to sign in first'));
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore backup 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await within(await findDialog('Restoring Backup')).findByText('100% complete')).toBeInTheDocument();
    await waitFor(() => expect(navigation.reloadAt).toHaveBeenCalledWith('/login?restored=1&redirect=%2Fadmin%2Fbackups'));
    expect(screen.queryByText('Failed to restore backup')).not.toBeInTheDocument();
  });

  it('reports a restore that failed (its sessions kept) as failed', async () => {
    api.restoreBackup.mockResolvedValue({ ...done, restore_status: 'running', restore_progress: 10 });
    api.getRestoringBackup.mockResolvedValue({ ...done, restore_status: 'failed', restore_error: 'The archive is damaged' });
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore backup 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Failed to restore backup')).toBeInTheDocument();
    expect(navigation.reloadAt).not.toHaveBeenCalled();
  });

  it("confirms deletion, then 'Backup deleted successfully'", async () => {
    api.deleteBackup.mockResolvedValue(undefined);
    renderWithApp(<AdminBackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete backup 1' }));
    expect(await screen.findByText('Are you sure you want to delete this backup? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Backup deleted successfully')).toBeInTheDocument();
    expect(api.deleteBackup).toHaveBeenCalledWith(1);
  });
});
