/** Where the ffmpeg and ffprobe executables are. */
export interface VideoBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * The binaries to run: the ones given (FFMPEG_PATH / FFPROBE_PATH, e.g. Debian's in the Docker image), else those
 * shipped inside the npm packages (linux-x64 builds; nothing is downloaded at install or run time). The packages
 * are required only when no path is given, so an image with system binaries need not carry them.
 */
export function resolveVideoBinaries(overrides: { ffmpegPath?: string; ffprobePath?: string } = {}): VideoBinaries {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ffmpeg: overrides.ffmpegPath ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: overrides.ffprobePath ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}
