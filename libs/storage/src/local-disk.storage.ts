import { randomUUID } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { STORAGE_KEY_PATTERN, StorageService, StoredObject } from './storage.service';

/** Files under STORAGE_DIR; writes land in STORAGE_DIR/tmp first and are renamed into place. */
export class LocalDiskStorage extends StorageService {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  localPath(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Refusing an unsafe storage key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Refusing a storage key outside the root: ${key}`);
    return path;
  }

  tempPath(suffix = ''): string {
    return join(this.root, 'tmp', `${randomUUID()}${suffix}`);
  }

  async putFile(key: string, sourcePath: string): Promise<StoredObject> {
    const target = this.localPath(key);
    await fs.mkdir(dirname(target), { recursive: true });
    try {
      await fs.rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Different file systems: copy to a temporary name beside the target, then rename atomically.
      const staging = `${target}.${randomUUID()}.partial`;
      await fs.copyFile(sourcePath, staging);
      await fs.rename(staging, target);
      await fs.rm(sourcePath, { force: true });
    }
    return (await this.stat(key))!;
  }

  openRead(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.localPath(key), range);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await fs.stat(this.localPath(key));
      return { size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.localPath(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  async usedBytes(prefix: string): Promise<number> {
    const start = prefix ? this.localPath(prefix.replace(/\/+$/, '')) : this.root;
    return sumSizes(start);
  }
}

async function sumSizes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await sumSizes(path);
    else if (entry.isFile()) total += (await fs.stat(path)).size;
  }
  return total;
}
