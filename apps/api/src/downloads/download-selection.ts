import { NewDownloadItem, PhotoOriginal } from '@heirloom/database';
import { NotFoundException } from '@nestjs/common';
import { safeEntryName, uniqueEntryNames } from '@heirloom/zip';
import { notInFamily } from '../common/text/id-list';

/** The photos in the order they were asked for; 404 naming the ids that are not photos of the family. */
export function inRequestedOrder(ids: readonly number[], found: readonly PhotoOriginal[]): PhotoOriginal[] {
  const byId = new Map(found.map((photo) => [photo.id, photo]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new NotFoundException(notInFamily(missing));
  }
  return ids.map((id) => byId.get(id)!);
}

/** A name for a photo whose own file name has nothing usable left: `photo-12.jpg`. */
function fallbackName(photo: PhotoOriginal): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(photo.originalKey)?.[1] ?? 'bin';
  return `photo-${photo.id}.${extension}`;
}

/** The archive's entries: each photo under its original file name, made safe and unique, in the order given. */
export function downloadItems(photos: readonly PhotoOriginal[]): NewDownloadItem[] {
  const names = uniqueEntryNames(photos.map((photo) => safeEntryName(photo.originalFilename, fallbackName(photo))));
  return photos.map((photo, position) => ({
    position,
    photoId: photo.id,
    entryName: names[position],
    originalKey: photo.originalKey,
    sizeBytes: photo.sizeBytes,
    modifiedAt: photo.uploadDate,
  }));
}
