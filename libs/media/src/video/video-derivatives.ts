import { rm } from 'node:fs/promises';
import { DerivativeTargets, RenderedDerivatives, renderDerivatives } from '../image.processor';
import { VideoBinaries } from './video-binaries';
import { extractPosterFrame } from './video-poster';
import { probeVideo } from './video-probe';

/**
 * The thumbnail and preview of a video, like a photo's: its poster frame (taken as shown) made into the same WebP
 * files by sharp. The frame's time depends on the length: given when known, else probed. The frame lives in
 * `framePath` (a temporary file of the caller's) only meanwhile.
 */
export async function renderVideoDerivatives(
  binaries: VideoBinaries,
  videoPath: string,
  framePath: string,
  targets: DerivativeTargets,
  durationSeconds: number | null = null,
): Promise<RenderedDerivatives> {
  try {
    await extractPosterFrame(binaries, videoPath, framePath, { durationSeconds: durationSeconds ?? (await probeVideo(binaries, videoPath)).durationSeconds });
    return await renderDerivatives(framePath, targets);
  } finally {
    await rm(framePath, { force: true });
  }
}
