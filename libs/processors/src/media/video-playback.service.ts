import { PhotosRepository } from '@heirloom/database';
import { InvalidVideoError, probeVideo, transcodeForPlayback, VideoBinaries } from '@heirloom/media';
import { playbackKeyFor, StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { rm, stat } from 'node:fs/promises';
import { throttledProgress } from '../backup/backup-progress';
import { InjectVideoBinaries } from './video-binaries.provider';

/**
 * A video's H.264/AAC MP4 playback copy (job video.playback), for what a browser cannot play as it is (HEVC MOV from
 * iPhones, WebM, 3GP). ffmpeg writes into a temporary file; only the finished file is moved under its key (files
 * before rows), then the row says ready. Progress goes to the row (playback_progress, for the photo's page) and to
 * the job (BullMQ's progress, for the queue dashboard). A video deleted meanwhile leaves no copy behind.
 */
@Injectable()
export class VideoPlaybackService {
  private readonly logger = new Logger(VideoPlaybackService.name);

  constructor(
    @InjectVideoBinaries() private readonly binaries: VideoBinaries,
    private readonly photos: PhotosRepository,
    private readonly storage: StorageService,
  ) {}

  /** `lastAttempt`: a failure then marks the video failed instead of leaving it to the retry. */
  async make(photoId: number, reportProgress: (percent: number) => Promise<void>, lastAttempt: boolean): Promise<void> {
    const photo = await this.photos.getPlayback(photoId);
    if (!photo || (photo.playbackStatus !== 'pending' && photo.playbackStatus !== 'processing')) return;
    const key = playbackKeyFor(photo.originalKey);
    const temporary = this.storage.tempPath('.mp4');
    await this.photos.setPlaybackStatus(photoId, 'processing', 0);
    const progress = throttledProgress(async (percent) => {
      await Promise.all([this.photos.recordPlaybackProgress(photoId, percent), reportProgress(percent)]);
    }, 1000);
    let bytes: number;
    try {
      const original = this.storage.localPath(photo.originalKey);
      await transcodeForPlayback(this.binaries, original, temporary, await probeVideo(this.binaries, original), {
        onProgress: (percent) => void progress(Math.min(percent, 99)).catch(() => undefined),
      });
      bytes = (await stat(temporary)).size;
      await this.storage.putFile(key, temporary);
    } catch (error) {
      const permanent = error instanceof InvalidVideoError;
      await this.photos.setPlaybackStatus(photoId, permanent || lastAttempt ? 'failed' : 'pending');
      if (permanent) return this.logger.warn(`Video ${photoId} has no playback copy: ${error.message}`);
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
    if (!(await this.photos.recordPlaybackReady(photoId, key, bytes))) {
      await this.storage.delete(key);
      return;
    }
    await reportProgress(100);
  }
}
