import { runTool } from './tool-process';
import { VideoBinaries } from './video-binaries';
import { VideoProbe } from './video-probe';

/** Finding and decoding one frame; generous for a 4K HEVC clip on a busy machine. */
const POSTER_TIMEOUT_MS = 60_000;

/**
 * Where the poster frame is taken: a second in (past a fade-in or a black first frame), or a tenth of a clip
 * shorter than ten seconds.
 */
export function posterTime(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 10);
}

/** The frame is written no larger than the preview it becomes (fits a square of this side), never enlarged. */
const POSTER_SIZE = 1600;

/**
 * Writes one frame of the video, as shown (ffmpeg applies the rotation), to `outputPath` as PNG for sharp to turn
 * into the thumbnail and preview. Seeks before opening the input (-ss first), so only the frames from the key
 * frame before that point are decoded; the frame is shrunk to the preview's size before it is written.
 */
export async function extractPosterFrame(binaries: VideoBinaries, inputPath: string, outputPath: string, probe: Pick<VideoProbe, 'durationSeconds'>): Promise<void> {
  const args = ['-v', 'error', '-nostdin', '-y', '-ss', posterTime(probe.durationSeconds).toFixed(3), '-i', inputPath];
  await runTool(binaries.ffmpeg, [...args, '-map', '0:v:0', '-frames:v', '1', '-vf', `scale='min(${POSTER_SIZE},iw)':'min(${POSTER_SIZE},ih)':force_original_aspect_ratio=decrease`, '-an', '-sn', '-dn', '-f', 'image2', '-c:v', 'png', '-compression_level', '1', outputPath], {
    timeoutMs: POSTER_TIMEOUT_MS,
  });
}
