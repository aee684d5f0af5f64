import { rm } from 'node:fs/promises';
import { DerivativeTargets, RenderedDerivatives, renderDerivatives } from '../image.processor';
import { VideoBinaries } from './video-binaries';
import { extractPosterFrame } from './video-poster';
import { probeVideo } from './video-probe';

/**
 * The thumbnail and preview of a video, like a photo's: its poster frame (probed for its length, taken as shown) made
 * into the same WebP files by sharp. The frame lives in `framePath` (a temporary file of the caller's) only meanwhile.
 */
export async function renderVideoDerivatives(binaries: VideoBinaries, videoPath: string, framePath: string, targets: DerivativeTargets): Promise<RenderedDerivatives> {
  try {
    await extractPosterFrame(binaries, videoPath, framePath, await probeVideo(binaries, videoPath));
    return await renderDerivatives(framePath, targets);
  } finally {
    await rm(framePath, { force: true });
  }
}
