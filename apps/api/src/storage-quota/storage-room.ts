import { HttpException, HttpStatus } from '@nestjs/common';

export const GIB = 1024 ** 3;

/**
 * Space always left free on the storage volume. A full disk breaks more than uploads: the database (SQLite lives
 * beside the photos), backups being written, thumbnails, logs.
 */
export const DISK_RESERVE_BYTES = GIB;

/** The figures an upload is judged by. */
export interface StorageFigures {
  /** What the photos take: originals, thumbnails and previews (the admin dashboard's "used storage"). */
  usedBytes: number;
  /** STORAGE_LIMIT_GB in bytes. */
  limitBytes: number;
  /** Free on the storage volume for this process's user. */
  diskFreeBytes: number;
}

export type NoRoom = 'limit' | 'disk';

/**
 * Before an upload is read, by what it declares: it writes `declaredBytes` to the disk (its temporary files) and,
 * for anything of it to be kept, adds at least `keptBytes` to the photos (the whole of a single upload; a single
 * byte for a bulk upload, any one file of which may still fit). Null when it may go ahead.
 */
export function noRoomForRequest({ usedBytes, limitBytes, diskFreeBytes }: StorageFigures, declaredBytes: number, keptBytes: number): NoRoom | null {
  if (usedBytes + keptBytes > limitBytes) return 'limit';
  if (diskFreeBytes - declaredBytes < DISK_RESERVE_BYTES) return 'disk';
  return null;
}

/**
 * A received file, before its row is written: it must fit under the limit, and the disk (whose free space already
 * counts the received file) must still have its reserve. Null when it may be kept.
 */
export function noRoomForFile({ usedBytes, limitBytes, diskFreeBytes }: StorageFigures, bytes: number): NoRoom | null {
  if (usedBytes + bytes > limitBytes) return 'limit';
  if (diskFreeBytes < DISK_RESERVE_BYTES) return 'disk';
  return null;
}

/** Whether every upload is refused as things stand: the limit is reached, or the disk is down to its reserve. */
export const refusingUploads = (figures: StorageFigures): boolean => noRoomForRequest(figures, 0, 1) !== null;

/**
 * 507 with what the uploader can do about it. Only a platform administrator can free space or raise the limit, and
 * how much the other families store is not the uploader's business: the message names neither figure.
 */
export function insufficientStorage(reason: NoRoom): HttpException {
  const message =
    reason === 'limit'
      ? "This upload does not fit in the space left under Heirloom's storage limit. Ask your Heirloom administrator to free up space or raise the limit."
      : "This upload cannot be stored: the server's disk is almost full. Ask your Heirloom administrator to free up space on it.";
  return new HttpException(message, HttpStatus.INSUFFICIENT_STORAGE);
}
