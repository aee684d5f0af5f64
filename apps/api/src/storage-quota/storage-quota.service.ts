import { AppConfig, InjectConfig } from '@heirloom/config';
import { PhotosRepository } from '@heirloom/database';
import { Inject, Injectable } from '@nestjs/common';
import { freeBytes, STATFS, StatFs } from './disk-space';
import { GIB, insufficientStorage, noRoomForFile, noRoomForRequest, StorageFigures } from './storage-room';

/**
 * Holds uploads to STORAGE_LIMIT_GB and to the disk's reserve (storage-room.ts): once by an upload's declared size
 * before a byte of it is read, then for each received file by its real size before its row is written.
 */
@Injectable()
export class StorageQuotaService {
  private readonly limitBytes: number;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly photos: PhotosRepository,
    @Inject(STATFS) private readonly statFs: StatFs,
  ) {
    this.limitBytes = Math.floor(config.storageLimitGb * GIB);
  }

  /** The figures as they stand (also what the admin dashboard shows). */
  async figures(): Promise<StorageFigures> {
    const [usedBytes, diskFreeBytes] = await Promise.all([this.photos.getStoredBytes(), freeBytes(this.statFs, this.config.storageDir)]);
    return { usedBytes, limitBytes: this.limitBytes, diskFreeBytes };
  }

  /** Before an upload is read, by its declared size (see noRoomForRequest): 507 when it cannot be kept. */
  async requireRoomForRequest(declaredBytes: number, keptBytes: number): Promise<void> {
    const reason = noRoomForRequest(await this.figures(), declaredBytes, keptBytes);
    if (reason) throw insufficientStorage(reason);
  }

  /** Room for the received files of one request, judged one after another on one reading of the used storage. */
  async tally(): Promise<StorageTally> {
    return new StorageTally(await this.photos.getStoredBytes(), this.limitBytes, () => freeBytes(this.statFs, this.config.storageDir));
  }
}

/** The files of one upload request as they are kept: each adds to what the next is judged by. */
export class StorageTally {
  constructor(
    private usedBytes: number,
    private readonly limitBytes: number,
    private readonly diskFree: () => Promise<number>,
  ) {}

  /** Counts a received file in, or refuses it with 507 (the files after it may still fit). */
  async take(bytes: number): Promise<void> {
    const reason = noRoomForFile({ usedBytes: this.usedBytes, limitBytes: this.limitBytes, diskFreeBytes: await this.diskFree() }, bytes);
    if (reason) throw insufficientStorage(reason);
    this.usedBytes += bytes;
  }
}
