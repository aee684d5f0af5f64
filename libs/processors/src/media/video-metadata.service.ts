import { PhotosRepository } from '@heirloom/database';
import { JobProducer, photoMediaJobId, playbackJobId } from '@heirloom/jobs';
import { InvalidVideoError, playsAsIs, probeVideo, VideoBinaries } from '@heirloom/media';
import { StorageService } from '@heirloom/storage';
import { Injectable, Logger } from '@nestjs/common';
import { PhotoDerivativesService } from './photo-derivatives.service';
import { InjectVideoBinaries } from './video-binaries.provider';

/**
 * Job media.video, for a video whose row has no length yet: one stored before uploads recorded what ffprobe reads
 * (since then the upload's own run fills the row, and the video's jobs are the thumbnail's and the playback copy's).
 * From one ffprobe run: its length, shown size (rotation
 * applied), date from creation_time and place from its ISO 6709 location go into its row (the place is then named by
 * the geocode job); its thumbnail and preview are made from the poster frame; and its playback is settled: an
 * H.264/AAC MP4 plays as it is, anything else gets a playback copy (job video.playback, on its own queue).
 * Idempotent: run twice, it writes the same values, renders nothing twice and queues nothing twice.
 */
@Injectable()
export class VideoMetadataService {
  private readonly logger = new Logger(VideoMetadataService.name);

  constructor(
    @InjectVideoBinaries() private readonly binaries: VideoBinaries,
    private readonly photos: PhotosRepository,
    private readonly derivatives: PhotoDerivativesService,
    private readonly storage: StorageService,
    private readonly jobs: JobProducer,
  ) {}

  /** `lastAttempt`: a failure to make the thumbnail then marks it failed instead of leaving it to the retry. */
  async read(photoId: number, lastAttempt: boolean): Promise<void> {
    const photo = await this.photos.getRow(photoId);
    if (!photo || photo.playbackStatus === null) return;
    const started = performance.now();
    let probe;
    try {
      probe = await probeVideo(this.binaries, this.storage.localPath(photo.originalKey));
    } catch (error) {
      // It was read at upload: a file that no longer reads will not on a retry either.
      if (!(error instanceof InvalidVideoError)) throw error;
      this.logger.warn(`Video ${photoId} could not be read: ${error.message}`);
      await this.photos.setPlaybackStatus(photoId, 'failed');
      return;
    }
    const { durationSeconds, width, height, takenDate, gps } = probe;
    const { gpsTaken } = await this.photos.recordVideoMetadata(photoId, { durationSeconds, width, height, takenDate, gps });
    if (gpsTaken) await this.jobs.enqueue('media.geocode', { photoId }, { jobId: photoMediaJobId('media.geocode', photoId) });
    const read = performance.now();
    // The length is in the row now: the poster frame is found without probing again.
    await this.derivatives.ensureFromJob(photoId, lastAttempt);
    this.logger.debug(`Video ${photoId}: read in ${Math.round(read - started)} ms, poster in ${Math.round(performance.now() - read)} ms`);
    if (photo.playbackStatus === 'ready' || photo.playbackStatus === 'failed') return;
    if (playsAsIs(probe)) {
      await this.photos.recordPlaybackReady(photoId, null, 0);
    } else {
      await this.jobs.enqueue('video.playback', { photoId }, { jobId: playbackJobId(photoId) });
    }
  }
}
