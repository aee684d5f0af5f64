import { AppConfig, InjectConfig } from '@heirloom/config';
import { configureImageProcessing, recommendedThreadsPerImage, setHeicDecodeThreads } from '@heirloom/media';
import { Module } from '@nestjs/common';
import { DerivativeStrategies, PhotoDerivativeStrategy } from './derivative.strategies';
import { VideoDerivativeStrategy } from './video-derivative.strategy';
import { PhotoDerivativesService } from './photo-derivatives.service';
import { PhotoGeocodeService } from './photo-geocode.service';
import { VIDEO_BINARIES, videoBinariesProvider } from './video-binaries.provider';

/**
 * The photo media work both processes need: the worker's jobs, and the API's on-demand thumbnail. Sets up sharp
 * once per process: no libvips cache, and threads shared out between the jobs that run at once; and as many HEIC
 * decoding threads as jobs. The ffmpeg and ffprobe to run are provided here too: the API probes videos at upload.
 */
@Module({
  providers: [PhotoDerivativesService, PhotoGeocodeService, PhotoDerivativeStrategy, VideoDerivativeStrategy, DerivativeStrategies, videoBinariesProvider],
  exports: [PhotoDerivativesService, PhotoGeocodeService, VIDEO_BINARIES],
})
export class PhotoMediaModule {
  constructor(@InjectConfig() config: AppConfig) {
    configureImageProcessing({ threadsPerImage: recommendedThreadsPerImage(config.workerConcurrency) });
    // One HEIC decoding thread per job that may run at once: more would only share the same cores.
    setHeicDecodeThreads(config.workerConcurrency);
  }
}
