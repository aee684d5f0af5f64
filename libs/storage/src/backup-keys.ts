/** Backup archives live under backups/, apart from photo files (and are never inside another backup). */
export const BACKUPS_PREFIX = 'backups/';

export const backupStorageKey = (backupId: number): string => `${BACKUPS_PREFIX}backup-${backupId}.zip`;
