import { chmodSync, closeSync, openSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { AppConfig } from './app-config';

/** Files 0600, folders 0700: the family's photos, the database and the backups are for the server's user only. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Makes every file and folder this process creates from now on readable by its own user only: originals, thumbnails
 * and previews, backups, the SQLite database, temporary files, whatever library writes them (sharp, archiver,
 * multer, SQLite). Called first thing by each entry point (API, worker, CLI), and by createApiApp for an API built
 * without main.ts (the tests). The umask belongs to the whole process; worker threads may not change it.
 */
export function usePrivateFileModes(): void {
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/**
 * Installs from before private modes: their folders are closed to other users (so the files already in them, made
 * 0644, can no longer be reached either) and the SQLite database made 0600 (SQLite gives its -wal and -shm files the
 * database's mode). A folder or file this user does not own is left as it is: an operator's choice.
 */
export function makeDataPrivate(config: AppConfig): void {
  const paths: Array<[string, number]> = [
    [config.dataDir, PRIVATE_FOLDER_MODE],
    [config.storageDir, PRIVATE_FOLDER_MODE],
    ...(config.database.type === 'sqlite' ? [[config.database.path, PRIVATE_FILE_MODE] as [string, number]] : []),
  ];
  for (const [path, mode] of paths) {
    try {
      chmodSync(path, mode);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EPERM') throw error;
    }
  }
}

/** Creates the file empty with the private mode unless it exists (before a library opens it with its own mode). */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
}
