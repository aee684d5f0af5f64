import { Dirent, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { isArchivableStorageKey, UNARCHIVED_STORAGE_FOLDERS } from './entry-name';

export interface StoredFile {
  key: string;
  path: string;
}

async function readFolder(path: string): Promise<Dirent[]> {
  try {
    const entries = await fs.readdir(path, { withFileTypes: true });
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    // A folder deleted while the walk runs (a photo removed meanwhile) simply has nothing left to archive.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Every regular file under the storage root that an archive carries, in a stable order, one folder listing in memory
 * at a time. The archives themselves and temporary files are left out; so are links and names that are not storage
 * keys (reported through onSkipped), since a restore would refuse them.
 */
export async function* walkStoredFiles(root: string, onSkipped?: (relativePath: string) => void, prefix = ''): AsyncGenerator<StoredFile> {
  for (const entry of await readFolder(join(root, prefix))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!prefix && UNARCHIVED_STORAGE_FOLDERS.includes(entry.name)) continue;
    if (entry.isDirectory() && isArchivableStorageKey(key)) {
      yield* walkStoredFiles(root, onSkipped, key);
    } else if (entry.isFile() && isArchivableStorageKey(key)) {
      yield { key, path: join(root, key) };
    } else {
      onSkipped?.(key);
    }
  }
}

/** How many files walkStoredFiles() would yield and their total size, for progress. */
export async function measureStoredFiles(root: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for await (const file of walkStoredFiles(root)) {
    const size = await fs.stat(file.path).then((info) => info.size, () => 0);
    count += 1;
    bytes += size;
  }
  return { count, bytes };
}
