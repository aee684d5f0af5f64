import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { CorruptImageError } from '../image.errors';
import { DerivativeTargets, PREVIEW_SIZE, RenderedDerivatives, RenderedImage, THUMBNAIL_SIZE } from '../image.processor';
import { runTool } from './tool-process';
import { VideoBinaries } from './video-binaries';
import { posterTime } from './video-poster';
import { probeVideo } from './video-probe';

/** Finding and decoding one frame and encoding two small WebPs; generous for a 4K HEVC clip on a busy machine. */
const DERIVATIVES_TIMEOUT_MS = 60_000;
/** The same WebP settings as a photo's derivatives (renderDerivatives: quality 80, effort 2). */
const WEBP_QUALITY = '80';
const WEBP_EFFORT = '2';

/**
 * The thumbnail and preview of a video, like a photo's: WebP files of its poster frame, taken as shown (ffmpeg applies
 * the rotation), never enlarged. One ffmpeg run does it all: it seeks to the frame (-ss before -i: only the frames
 * from the key frame before it are decoded), scales it twice and encodes both WebPs straight from the decoder's
 * YUV. A poster written as PNG and then decoded, resized and encoded again by sharp cost a second pass over the
 * pixels, a temporary file and, on a busy machine, as long again as the frame itself (bench:ingest -- video).
 * The frame's time depends on the length: given when known (the row's), else probed. Each file is written under a
 * temporary name and renamed into place, so a reader never sees half a file.
 */
export async function renderVideoDerivatives(
  binaries: VideoBinaries,
  videoPath: string,
  targets: DerivativeTargets,
  durationSeconds: number | null = null,
): Promise<RenderedDerivatives> {
  const outputs = [
    targets.thumbnailPath ? { name: 'thumbnail' as const, path: targets.thumbnailPath, size: THUMBNAIL_SIZE } : null,
    targets.previewPath ? { name: 'preview' as const, path: targets.previewPath, size: PREVIEW_SIZE } : null,
  ].filter((output) => output !== null);
  if (outputs.length === 0) return {};
  const seconds = durationSeconds ?? (await probeVideo(binaries, videoPath)).durationSeconds;
  const written = outputs.map((output) => ({ ...output, temporary: `${output.path}.${randomUUID()}.tmp` }));
  await Promise.all(written.map((output) => mkdir(dirname(output.path), { recursive: true })));
  // 8-bit 4:2:0 (libwebp's input) whatever the source (10-bit HEVC, 4:2:2), then one scaled branch per output.
  const fit = (size: number) => `scale='min(${size},iw)':'min(${size},ih)':force_original_aspect_ratio=decrease:flags=lanczos`;
  const graph = `[0:v:0]format=yuv420p,split=${written.length}${written.map((_, i) => `[s${i}]`).join('')};${written.map((output, i) => `[s${i}]${fit(output.size)}[o${i}]`).join(';')}`;
  const args = ['-v', 'error', '-nostdin', '-y', '-ss', posterTime(seconds).toFixed(3), '-i', videoPath, '-filter_complex', graph];
  written.forEach((output, i) => {
    args.push('-map', `[o${i}]`, '-frames:v', '1', '-c:v', 'libwebp', '-quality', WEBP_QUALITY, '-compression_level', WEBP_EFFORT, '-f', 'webp', output.temporary);
  });
  try {
    await runTool(binaries.ffmpeg, args, { timeoutMs: DERIVATIVES_TIMEOUT_MS });
    const rendered: RenderedDerivatives = {};
    for (const output of written) rendered[output.name] = await describe(output.temporary, output.path);
    for (const output of written) await rename(output.temporary, output.path);
    return rendered;
  } finally {
    await Promise.all(written.map((output) => rm(output.temporary, { force: true })));
  }
}

/** Its size as written (the WebP header), and where it will be once renamed; no frame written is a damaged video. */
async function describe(temporary: string, target: string): Promise<RenderedImage> {
  try {
    const [{ width, height }, { size }] = await Promise.all([sharp(temporary).metadata(), stat(temporary)]);
    if (!width || !height) throw new Error('no picture');
    return { path: target, width, height, bytes: size };
  } catch (error) {
    throw new CorruptImageError({ cause: error });
  }
}
