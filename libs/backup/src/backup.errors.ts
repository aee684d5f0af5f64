/**
 * An archive this build refuses to restore: unreadable, tampered with, from a newer schema, or whose data does not
 * fit this database. The message says what is wrong in words an administrator can act on; nothing has been changed
 * when it is thrown.
 */
export class BackupArchiveError extends Error {
  override readonly name = 'BackupArchiveError';
}
