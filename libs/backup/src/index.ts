export { inspectBackupArchive, type InspectOptions } from './backup-archive.reader';
export { writeBackupArchive, type WriteBackupOptions, type WrittenBackup } from './backup-archive.writer';
export { BACKUP_FORMAT_VERSION, type BackupDatabase, type BackupManifest } from './backup-manifest';
export { restoreBackupArchive, type RestoreBackupOptions, type RestoredBackup } from './backup-restorer';
export { BackupArchiveError } from './backup.errors';
export { recoverInterruptedRestores } from './file-swap';
export type { ProgressListener } from './progress.tracker';
export { DEFAULT_EXCLUDED_TABLES, TABLES_EMPTIED_BY_RESTORE } from './table-catalog';
