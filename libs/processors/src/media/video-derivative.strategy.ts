import { Photo } from '@heirloom/database';
import { CorruptImageError, InvalidVideoError, RenderedDerivatives, renderVideoDerivatives, VideoBinaries } from '@heirloom/media';
import { Injectable } from '@nestjs/common';
import type { DerivativePaths, DerivativeStrategy } from './derivative.strategies';
import { InjectVideoBinaries } from './video-binaries.provider';

/**
 * Videos: the thumbnail and preview are made from the poster frame by one ffmpeg run (rotation applied). A
 * video ffprobe or ffmpeg cannot read will not read on a retry either: it is refused as an undecodable image is
 * (recorded failed at once).
 */
@Injectable()
export class VideoDerivativeStrategy implements DerivativeStrategy {
  constructor(
    @InjectVideoBinaries() private readonly binaries: VideoBinaries,
  ) {}

  /** The row's length, once media.video has read it, spares a second ffprobe run. */
  async render(photo: Photo, originalPath: string, paths: DerivativePaths): Promise<RenderedDerivatives> {
    try {
      return await renderVideoDerivatives(this.binaries, originalPath, paths, photo.durationSeconds);
    } catch (error) {
      if (error instanceof InvalidVideoError) throw new CorruptImageError({ cause: error });
      throw error;
    }
  }
}
