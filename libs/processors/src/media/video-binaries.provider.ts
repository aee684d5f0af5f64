import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { resolveVideoBinaries, VideoBinaries } from '@heirloom/media';
import { Inject, Provider } from '@nestjs/common';

export const VIDEO_BINARIES = Symbol('VIDEO_BINARIES');

/** Injects the ffmpeg and ffprobe to run (FFMPEG_PATH / FFPROBE_PATH, else the npm packages' binaries). */
export const InjectVideoBinaries = (): ParameterDecorator => Inject(VIDEO_BINARIES);

export const videoBinariesProvider: Provider<VideoBinaries> = {
  provide: VIDEO_BINARIES,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => resolveVideoBinaries({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath }),
};
