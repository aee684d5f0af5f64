import { Photo, PhotosRepository } from '@heirloom/database';
import { InvalidImageError } from '@heirloom/media';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { DerivativeStrategies } from './derivative.strategies';

/**
 * How long a photo whose thumbnail could not be made is left alone before a request may try once more. An
 * undecodable file stays so, but a job that failed on a full disk or a restart deserves another go later.
 */
export const DERIVATIVES_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * A photo's (or video's) WebP thumbnail and preview: written by the thumbnail job, or on demand when a file is asked
 * for before the job has run, by the strategy of its media type (derivative.strategies.ts). Idempotent; calls for
 * the same photo in one process share one rendering.
 */
@Injectable()
export class PhotoDerivativesService {
  private readonly logger = new Logger(PhotoDerivativesService.name);
  private readonly rendering = new Map<number, Promise<Photo | null>>();

  constructor(
    private readonly photos: PhotosRepository,
    private readonly storage: StorageService,
    private readonly strategies: DerivativeStrategies,
  ) {}

  /** Whether a failed photo may be rendered again (on demand): only once the cool-down since its failure is over. */
  mayRetry(photo: Pick<Photo, 'thumbnailStatus' | 'derivativesFailedAt'>, now = new Date()): boolean {
    if (photo.thumbnailStatus !== 'failed') return true;
    return !photo.derivativesFailedAt || now.getTime() - photo.derivativesFailedAt.getTime() >= DERIVATIVES_RETRY_AFTER_MS;
  }

  /** Makes sure both files exist; answers the photo as it now stands, or null once it is deleted. */
  ensure(photoId: number): Promise<Photo | null> {
    const running = this.rendering.get(photoId);
    if (running) return running;
    const work = this.render(photoId).finally(() => this.rendering.delete(photoId));
    this.rendering.set(photoId, work);
    return work;
  }

  /**
   * On demand (a request): any failure is recorded, so the requests that follow answer at once instead of
   * rendering again until the cool-down is over. A queued job still renders regardless and clears the failure.
   */
  async ensureOnDemand(photoId: number): Promise<Photo | null> {
    try {
      return await this.ensure(photoId);
    } catch (error) {
      await this.recordFailure(photoId);
      throw error;
    }
  }

  /**
   * The job's entry: an image that cannot be decoded will not decode on a retry either, so it is recorded as
   * failed at once; other errors are retried and recorded on the last attempt.
   */
  async ensureFromJob(photoId: number, lastAttempt: boolean): Promise<void> {
    try {
      await this.ensure(photoId);
    } catch (error) {
      const permanent = error instanceof InvalidImageError;
      if (permanent || lastAttempt) await this.recordFailure(photoId);
      if (!permanent) throw error;
      this.logger.warn(`Photo ${photoId} has no thumbnail: ${(error as Error).message}`);
    }
  }

  private async recordFailure(photoId: number): Promise<void> {
    await this.photos.recordDerivativesFailed(photoId, new Date());
  }

  private async render(photoId: number): Promise<Photo | null> {
    const photo = await this.photos.getRow(photoId);
    if (!photo) return null;
    if (photo.thumbnailStatus === 'ready' && (await this.filesExist(photo))) return photo;
    const strategy = this.strategies.for(photo.mediaType);
    if (!strategy) return photo; // nothing renders this media type (yet): it stays pending
    const thumbnailPath = this.storage.tempPath('.webp');
    const previewPath = this.storage.tempPath('.webp');
    let derivativesBytes: number;
    try {
      const { thumbnail, preview } = await strategy.render(photo, this.storage.localPath(photo.originalKey), { thumbnailPath, previewPath });
      derivativesBytes = (thumbnail?.bytes ?? 0) + (preview?.bytes ?? 0);
      await this.storage.putFile(photo.thumbnailKey, thumbnailPath);
      await this.storage.putFile(photo.previewKey, previewPath);
    } finally {
      await Promise.all([rm(thumbnailPath, { force: true }), rm(previewPath, { force: true })]);
    }
    const derivativesVersion = await this.photos.recordDerivativesReady(photoId, derivativesBytes);
    if (derivativesVersion === null) {
      // Deleted while rendering: its files were removed before these were written.
      await Promise.all([this.storage.delete(photo.thumbnailKey), this.storage.delete(photo.previewKey)]);
      return null;
    }
    return { ...photo, thumbnailStatus: 'ready', derivativesBytes, derivativesVersion, derivativesFailedAt: null };
  }

  private async filesExist(photo: Photo): Promise<boolean> {
    const [thumbnail, preview] = await Promise.all([this.storage.stat(photo.thumbnailKey), this.storage.stat(photo.previewKey)]);
    return thumbnail !== null && preview !== null;
  }
}
