import { promises as fs } from 'node:fs';
import { Readable } from 'node:stream';
import { StoredFile, walkStoredFiles } from './storage-walk';

/** Files up to this size are read whole: a stream per thumbnail costs more than the thumbnail. */
const READ_WHOLE_BYTES = 1024 * 1024;

export interface LoadedFile {
  key: string;
  /** The bytes of a small file, or a stream over an opened large one. */
  source: Buffer | Readable;
  size: number;
  modifiedAt: Date;
}

/** Opens one stored file; undefined when it was deleted since the walk listed it. */
async function loadFile(file: StoredFile): Promise<LoadedFile | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file.path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Once open, the file's bytes stay readable even if the app deletes it meanwhile.
  try {
    const info = await handle.stat();
    if (info.size > READ_WHOLE_BYTES) return { key: file.key, source: handle.createReadStream(), size: info.size, modifiedAt: info.mtime };
    const bytes = await handle.readFile();
    await handle.close();
    return { key: file.key, source: bytes, size: bytes.length, modifiedAt: info.mtime };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The stored files walkStoredFiles() lists, each opened (or read, when small) while the caller is still busy
 * with the one before: with thousands of thumbnails the file system's latency, not the zip, sets the pace.
 * At most one file is held ahead, so memory stays flat.
 */
export async function* loadStoredFiles(root: string, options: { skip?: (path: string) => boolean; onSkipped?: (key: string) => void } = {}): AsyncGenerator<LoadedFile> {
  const files = walkStoredFiles(root, options.onSkipped);
  const loadNext = async (): Promise<LoadedFile | undefined> => {
    for (;;) {
      const next = await files.next();
      if (next.done) return undefined;
      if (options.skip?.(next.value.path)) continue;
      const loaded = await loadFile(next.value);
      if (loaded) return loaded;
    }
  };
  let pending = loadNext();
  try {
    for (;;) {
      const loaded = await pending;
      if (!loaded) return;
      pending = loadNext();
      pending.catch(() => undefined);
      yield loaded;
    }
  } finally {
    // The caller stopped early (a failure, an abort): close the file opened ahead.
    const ahead = await pending.catch(() => undefined);
    if (ahead?.source instanceof Readable) ahead.source.destroy();
  }
}
