import { Photo } from '@heirloom/database';
import { InvalidImageError, renderDerivatives } from '@heirloom/media';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { rm } from 'node:fs/promises';
import { Repository } from 'typeorm';

/**
 * A photo's WebP thumbnail and preview: written by the thumbnail job, or on demand when a file is asked for before
 * the job has run. Idempotent; calls for the same photo in one process share one rendering.
 */
@Injectable()
export class PhotoDerivativesService {
  private readonly logger = new Logger(PhotoDerivativesService.name);
  private readonly rendering = new Map<number, Promise<Photo | null>>();

  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    private readonly storage: StorageService,
  ) {}

  /** Makes sure both files exist; answers the photo as it now stands, or null once it is deleted. */
  ensure(photoId: number): Promise<Photo | null> {
    const running = this.rendering.get(photoId);
    if (running) return running;
    const work = this.render(photoId).finally(() => this.rendering.delete(photoId));
    this.rendering.set(photoId, work);
    return work;
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
      if (permanent || lastAttempt) await this.photos.update({ id: photoId }, { thumbnailStatus: 'failed' });
      if (!permanent) throw error;
      this.logger.warn(`Photo ${photoId} has no thumbnail: ${(error as Error).message}`);
    }
  }

  private async render(photoId: number): Promise<Photo | null> {
    const photo = await this.photos.findOneBy({ id: photoId });
    if (!photo) return null;
    if (photo.thumbnailStatus === 'ready' && (await this.filesExist(photo))) return photo;
    const thumbnailPath = this.storage.tempPath('.webp');
    const previewPath = this.storage.tempPath('.webp');
    try {
      await renderDerivatives(this.storage.localPath(photo.originalKey), { thumbnailPath, previewPath });
      await this.storage.putFile(photo.thumbnailKey, thumbnailPath);
      await this.storage.putFile(photo.previewKey, previewPath);
    } finally {
      await Promise.all([rm(thumbnailPath, { force: true }), rm(previewPath, { force: true })]);
    }
    const { affected } = await this.photos.update({ id: photoId }, { thumbnailStatus: 'ready' });
    if (!affected) {
      // Deleted while rendering: its files were removed before these were written.
      await Promise.all([this.storage.delete(photo.thumbnailKey), this.storage.delete(photo.previewKey)]);
      return null;
    }
    return { ...photo, thumbnailStatus: 'ready' };
  }

  private async filesExist(photo: Photo): Promise<boolean> {
    const [thumbnail, preview] = await Promise.all([this.storage.stat(photo.thumbnailKey), this.storage.stat(photo.previewKey)]);
    return thumbnail !== null && preview !== null;
  }
}
