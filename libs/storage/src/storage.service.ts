import { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/** Storage keys are made by the server (never from user input): letters, digits, '-', '_', '.' and '/'. */
export const STORAGE_KEY_PATTERN = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * Where originals, thumbnails, previews and backups live. LocalDiskStorage fills it today;
 * an S3 implementation would fill the same contract.
 */
export abstract class StorageService {
  /** Moves (or copies) a finished local file under the key; readers never see a half-written object. */
  abstract putFile(key: string, sourcePath: string): Promise<StoredObject>;

  /** A temporary local path for a producer to write into before putFile(). */
  abstract tempPath(suffix?: string): string;

  abstract openRead(key: string, range?: { start: number; end: number }): Readable;

  abstract stat(key: string): Promise<StoredObject | null>;

  /** Removes the object; a missing object is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix ('originals/12/'); nothing there is not an error. */
  abstract deletePrefix(prefix: string): Promise<void>;

  /** Total bytes stored under a prefix, e.g. 'originals/'. */
  abstract usedBytes(prefix: string): Promise<number>;

  /** A local path for the key when the backend is a local disk (sharp and archiver read paths). */
  abstract localPath(key: string): string;
}
