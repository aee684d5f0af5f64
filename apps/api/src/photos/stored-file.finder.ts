import { Photo } from '@heirloom/database';
import { StorageService } from '@heirloom/storage';
import { ServedFile } from './photo-files.service';

/** The stored file under the key, ready to be sent, or null when there is none. */
export async function findStoredFile(storage: StorageService, key: string, contentType: string, etag: string): Promise<ServedFile | null> {
  const stored = await storage.stat(key);
  return stored && { contentType, etag, size: stored.size, open: (range) => storage.openRead(key, range) };
}

/**
 * A photo's thumbnail or preview as the job (or a request) made it, or null when its file is missing. Its ETag and
 * version are those of that making, so both change when the file is made again.
 */
export async function findDerivedImage(
  storage: StorageService,
  photo: Pick<Photo, 'sha256' | 'thumbnailKey' | 'previewKey' | 'derivativesVersion'>,
  kind: 'thumbnail' | 'preview',
): Promise<ServedFile | null> {
  const key = kind === 'thumbnail' ? photo.thumbnailKey : photo.previewKey;
  const version = photo.derivativesVersion ?? undefined;
  const file = await findStoredFile(storage, key, 'image/webp', `"${photo.sha256}-${kind}${version === undefined ? '' : `-${version}`}"`);
  return file && { ...file, version };
}
