import { STORAGE_KEY_PATTERN } from '@heirloom/storage';
import { BackupArchiveError } from './backup.errors';

export const MANIFEST_ENTRY = 'manifest.json';
const DATA_FOLDER = 'data';
const FILES_FOLDER = 'files';
const TABLE_FILE_SUFFIX = '.jsonl';

/** Storage folders that never go into an archive (the archives themselves, half-written uploads, restore staging). */
export const UNARCHIVED_STORAGE_FOLDERS: readonly string[] = ['backups', 'tmp'];

const TABLE_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,63}$/i;
const MAX_ENTRY_NAME_LENGTH = 1024;

export type ArchiveEntryName =
  | { kind: 'manifest' }
  | { kind: 'table'; table: string }
  | { kind: 'file'; key: string }
  /** A folder entry some zip tools add ('files/originals/'); it carries nothing and is skipped. */
  | { kind: 'folder' };

export const tableEntryName = (table: string): string => `${DATA_FOLDER}/${table}${TABLE_FILE_SUFFIX}`;
export const fileEntryName = (key: string): string => `${FILES_FOLDER}/${key}`;

/** A key the archive may carry: a valid storage key, normalised, and outside the folders that are never archived. */
export function isArchivableStorageKey(key: string): boolean {
  if (!STORAGE_KEY_PATTERN.test(key) || key.length > MAX_ENTRY_NAME_LENGTH) return false;
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.')) return false;
  return !UNARCHIVED_STORAGE_FOLDERS.includes(segments[0]);
}

/**
 * Says what an entry is, or throws BackupArchiveError when its name could escape its folder or is not one this
 * format writes. Checked before anything is extracted, so a crafted archive never writes outside the staging folder.
 */
export function classifyEntryName(name: string): ArchiveEntryName {
  const refuse = (reason: string): never => {
    throw new BackupArchiveError(`The archive holds an unsafe or unexpected entry ${JSON.stringify(name)}: ${reason}`);
  };
  if (name === '') refuse('the name is empty');
  if (name.length > MAX_ENTRY_NAME_LENGTH) refuse('the name is too long');
  if (name.includes('\0')) refuse('the name contains a NUL character');
  if (name.includes('\\')) refuse('the name contains a backslash');
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) refuse('it is an absolute path');
  const isFolder = name.endsWith('/');
  const segments = (isFolder ? name.slice(0, -1) : name).split('/');
  if (segments.includes('..')) refuse('it points outside its folder (..)');
  if (segments.some((segment) => segment === '' || segment === '.')) refuse('the path is not normalised');

  if (isFolder) {
    const [top, ...rest] = segments;
    if (segments.length === 1 && (top === DATA_FOLDER || top === FILES_FOLDER)) return { kind: 'folder' };
    if (top === FILES_FOLDER && isArchivableStorageKey(rest.join('/'))) return { kind: 'folder' };
    return refuse('it is outside data/ and files/');
  }
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (segments[0] === DATA_FOLDER && segments.length === 2 && segments[1].endsWith(TABLE_FILE_SUFFIX)) {
    const table = segments[1].slice(0, -TABLE_FILE_SUFFIX.length);
    if (TABLE_NAME_PATTERN.test(table)) return { kind: 'table', table };
    return refuse('it is not a table name');
  }
  if (segments[0] === FILES_FOLDER && segments.length > 1) {
    const key = segments.slice(1).join('/');
    if (isArchivableStorageKey(key)) return { kind: 'file', key };
    return refuse('it is not a valid storage key');
  }
  return refuse('it is outside data/ and files/');
}
