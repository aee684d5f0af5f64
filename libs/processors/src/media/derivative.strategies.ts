import { Photo } from '@heirloom/database';
import { MediaType, RenderedDerivatives, renderDerivatives } from '@heirloom/media';
import { Injectable } from '@nestjs/common';
import { VideoDerivativeStrategy } from './video-derivative.strategy';

/** Where a rendering writes: temporary paths the caller moves into storage. */
export interface DerivativePaths {
  thumbnailPath: string;
  previewPath: string;
}

/**
 * How one media type gets its WebP thumbnail (fits 400 px) and preview (fits 1600 px) from its stored original. A
 * file that can never be rendered throws an InvalidImageError (recorded as failed, not retried); anything else is
 * retried by the job.
 */
export interface DerivativeStrategy {
  render(photo: Photo, originalPath: string, paths: DerivativePaths): Promise<RenderedDerivatives>;
}

/** Photos of every kind: sharp decodes JPEG, PNG, WebP, TIFF and AVIF itself, libheif (WebAssembly) HEVC HEIC. */
@Injectable()
export class PhotoDerivativeStrategy implements DerivativeStrategy {
  render(_photo: Photo, originalPath: string, paths: DerivativePaths): Promise<RenderedDerivatives> {
    return renderDerivatives(originalPath, paths);
  }
}

/**
 * The strategy of each media type: photos are decoded, videos give their poster frame (video-derivative.strategy.ts).
 * A media type without one would be left alone: its thumbnail_status stays 'pending' and /thumbnail answers 404.
 */
@Injectable()
export class DerivativeStrategies {
  private readonly byMediaType: Partial<Record<MediaType, DerivativeStrategy>>;

  constructor(photo: PhotoDerivativeStrategy, video: VideoDerivativeStrategy) {
    this.byMediaType = { photo, video };
  }

  for(mediaType: MediaType): DerivativeStrategy | null {
    return this.byMediaType[mediaType] ?? null;
  }
}
