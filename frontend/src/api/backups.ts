import { apiUrl, del, get, http, post } from './http';
import type { BackupResponse, RestoreBackupRequest } from '@heirloom/contracts';
import { uploadForm, type UploadOptions } from './upload';

export const listBackups = () => get<{ backups: BackupResponse[] }>('/admin/backup/list').then((r) => r.backups);
export const getBackup = (backupId: number) => get<{ backup: BackupResponse }>(`/admin/backup/${backupId}`).then((r) => r.backup);
/**
 * The same, while a restore runs: the restore ends every session when it commits, so a 401 here means it has
 * committed, and is the caller's to handle rather than the usual trip to /login.
 */
export const getRestoringBackup = (backupId: number) =>
  http<{ backup: BackupResponse }>(`/admin/backup/${backupId}`, { redirectOn401: false }).then((r) => r.backup);
export const createBackup = () => post<{ backup: BackupResponse }>('/admin/backup/create').then((r) => r.backup);
/** Starts a restore job: the backup is answered with its restore queued. */
export const restoreBackup = (backupId: number) =>
  post<{ backup: BackupResponse }>(`/admin/backup/${backupId}/restore`, { confirm: true } satisfies RestoreBackupRequest).then((r) => r.backup);
/** A backup archive from the admin's computer: checked by the server, it joins the list ready to restore. */
export const uploadBackup = (file: File, options?: UploadOptions) => {
  const form = new FormData();
  form.append('archive', file);
  return uploadForm<{ backup: BackupResponse }>('/admin/backup/upload', form, options).then((r) => r.backup);
};
export const deleteBackup = (backupId: number) => del(`/admin/backup/${backupId}`);
/** The download is a plain link (the browser streams the file); the base path is added once. */
export const backupDownloadUrl = (backupId: number) => apiUrl(`/admin/backup/${backupId}/download`);
