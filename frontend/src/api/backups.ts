import { apiUrl, del, get, http, post } from './http';
import type { Backup, Id } from './types';

export const listBackups = () => get<{ backups: Backup[] }>('/admin/backup/list').then((r) => r.backups);
export const getBackup = (backupId: Id) => get<{ backup: Backup }>(`/admin/backup/${backupId}`).then((r) => r.backup);
/**
 * The same, while a restore runs: the restore ends every session when it commits, so a 401 here means it has
 * committed, and is the caller's to handle rather than the usual trip to /login.
 */
export const getRestoringBackup = (backupId: Id) =>
  http<{ backup: Backup }>(`/admin/backup/${backupId}`, { redirectOn401: false }).then((r) => r.backup);
export const createBackup = () => post<{ backup: Backup }>('/admin/backup/create').then((r) => r.backup);
/** Starts a restore job; older servers answer a plain success without a backup. */
export const restoreBackup = (backupId: Id) =>
  post<{ backup?: Backup } | undefined>(`/admin/backup/${backupId}/restore`, { confirm: true }).then((r) => r?.backup);
export const deleteBackup = (backupId: Id) => del(`/admin/backup/${backupId}`);
/** The download is a plain link (the browser streams the file); the base path is added once. */
export const backupDownloadUrl = (backupId: Id) => apiUrl(`/admin/backup/${backupId}/download`);
