import { apiUrl, del, get, post } from './http';
import type { Backup, Id } from './types';

export const listBackups = () => get<{ backups: Backup[] }>('/admin/backup/list').then((r) => r.backups);
export const getBackup = (backupId: Id) => get<{ backup: Backup }>(`/admin/backup/${backupId}`).then((r) => r.backup);
export const createBackup = () => post<{ backup: Backup }>('/admin/backup/create').then((r) => r.backup);
/** Starts a restore job; older servers answer a plain success without a backup. */
export const restoreBackup = (backupId: Id) =>
  post<{ backup?: Backup } | undefined>(`/admin/backup/${backupId}/restore`, { confirm: true }).then((r) => r?.backup);
export const deleteBackup = (backupId: Id) => del(`/admin/backup/${backupId}`);
/** The download is a plain link (the browser streams the file); the base path is added once. */
export const backupDownloadUrl = (backupId: Id) => apiUrl(`/admin/backup/${backupId}/download`);
