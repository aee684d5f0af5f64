import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { decodeHeic } from './heic.decoder';
import { CorruptImageError, ImageTooLargeError } from './image.errors';
import { heifItemsIntact, topLevelBoxesComplete } from './isobmff-boxes';
import { rgbaTiffWithProfile } from './tagged-pixels';

/** Larger images are refused: decoding one would take gigabytes (a decompression bomb is a tiny file claiming this). */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const THUMBNAIL_SIZE = 400;
export const PREVIEW_SIZE = 1600;

export interface ImageProbe {
  /** Pixels wide as shown, after the EXIF orientation is applied. */
  width: number;
  /** Pixels high as shown, after the EXIF orientation is applied. */
  height: number;
  /** Decoder that read it: 'jpeg', 'png', 'heif', 'webp', 'tiff', … (AVIF is 'heif' with AV1 inside) */
  format: string;
}

export interface ProbeOptions {
  maxPixels?: number;
}

export interface DerivativeTargets {
  /** WebP fitting inside THUMBNAIL_SIZE px. */
  thumbnailPath?: string;
  /** WebP fitting inside PREVIEW_SIZE px. */
  previewPath?: string;
}

export interface RenderOptions {
  maxPixels?: number;
  thumbnailSize?: number;
  previewSize?: number;
  /** WebP quality 1..100 (default 80). */
  quality?: number;
  /** WebP encoder effort 0..6 (default 2: much quicker to encode than sharp's 4, for a barely larger file). */
  effort?: number;
}

export interface RenderedImage {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export interface RenderedDerivatives {
  thumbnail?: RenderedImage;
  preview?: RenderedImage;
}

/**
 * Sets how libvips uses the machine; call once per process. `threadsPerImage` is sharp.concurrency: with N image
 * jobs in parallel on C cores, floor(C / N) (at least 1) keeps every core busy without oversubscribing. The libvips
 * operation cache is switched off: a server touches each file once, so it only holds memory.
 */
export function configureImageProcessing(options: { threadsPerImage?: number } = {}): { threadsPerImage: number } {
  sharp.cache(false);
  const threadsPerImage = sharp.concurrency(options.threadsPerImage ?? sharp.concurrency());
  return { threadsPerImage };
}

export function recommendedThreadsPerImage(parallelJobs: number, cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / Math.max(1, parallelJobs)));
}

/**
 * Reads the header (no decoding) to refuse images over maxPixels, then decodes a small version to make sure every
 * pixel is there (a truncated or damaged file throws CorruptImageError). Answers the size as shown.
 *
 * An HEVC-coded HEIC is judged by its header and its structure alone: only libheif in WebAssembly decodes it, seconds
 * of CPU for a phone photo, which is the worker's work (renderDerivatives), not the upload request's. A file cut short
 * is refused (its last box claims more bytes than there are), and so is one whose structure shows its coded images
 * are not all there (heifItemsIntact: an image's bytes past the end, HEVC units that do not fill them), which would
 * be stored as a photo without a picture. Damage that only a decoder sees (bytes overwritten
 * inside a coded unit) still reaches the worker, and the photo gets no thumbnail (thumbnail_status 'failed').
 */
export async function probeImage(filePath: string, options: ProbeOptions = {}): Promise<ImageProbe> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  if ((await stat(filePath)).size === 0) throw new CorruptImageError(); // a missing file throws ENOENT here
  let metadata: Metadata;
  try {
    metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new CorruptImageError({ cause: error });
  }
  const { width, height } = metadata;
  if (!width || !height) throw new CorruptImageError();
  if (width * height > maxPixels) throw new ImageTooLargeError(width, height, maxPixels);
  if (isHevc(metadata)) {
    if (!(await topLevelBoxesComplete(filePath)) || !(await heifItemsIntact(filePath))) throw new CorruptImageError();
  } else {
    try {
      await openImage(filePath, maxPixels).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    } catch (error) {
      throw toImageError(error, maxPixels);
    }
  }
  // libvips reports a HEIF's size with its rotation already applied (libheif's irot), and no EXIF orientation.
  const swapped = (metadata.orientation ?? 1) >= 5;
  return { width: swapped ? height : width, height: swapped ? width : height, format: metadata.format };
}

/**
 * Writes the WebP thumbnail and/or preview of an image. The file is decoded once, already shrunk to the largest
 * size asked (JPEG shrink-on-load) and turned upright (EXIF orientation; a HEIF's rotation and mirroring); each
 * output is a clone of that decoded image. Every kind sharp decodes (JPEG, PNG, WebP, TIFF, AVIF) goes straight
 * through it; an HEVC HEIC is decoded to RGBA by libheif (WebAssembly, on a thread) and handed to sharp as raw pixels. Images are never enlarged. Each file is written under a temporary name and renamed into place, so a
 * reader never sees half a file. Metadata (EXIF, GPS, the ICC profile) is not copied into the outputs: their pixels
 * are converted to sRGB from the source's profile (Display P3 from iPhones, Adobe RGB from cameras), which is what a
 * browser assumes of an untagged image.
 */
export async function renderDerivatives(
  inputPath: string,
  targets: DerivativeTargets,
  options: RenderOptions = {},
): Promise<RenderedDerivatives> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const thumbnailSize = options.thumbnailSize ?? THUMBNAIL_SIZE;
  const previewSize = options.previewSize ?? PREVIEW_SIZE;
  const webp = { quality: options.quality ?? 80, effort: options.effort ?? 2 };
  const decodeSize = Math.max(targets.previewPath ? previewSize : 0, targets.thumbnailPath ? thumbnailSize : 0);
  if (decodeSize === 0) return {};

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await (await openUpright(inputPath, maxPixels, decodeSize))
      .resize(decodeSize, decodeSize, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw toImageError(error, maxPixels);
  }
  const { width, height, channels } = decoded.info;
  const upright = sharp(decoded.data, { raw: { width, height, channels } });
  const fit = (size: number) => upright.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp(webp);

  const [thumbnail, preview] = await Promise.all([
    targets.thumbnailPath ? writeAtomically(fit(thumbnailSize), targets.thumbnailPath) : undefined,
    targets.previewPath ? writeAtomically(fit(previewSize), targets.previewPath) : undefined,
  ]);
  return { ...(thumbnail && { thumbnail }), ...(preview && { preview }) };
}

/**
 * The image turned upright, ready to resize to fit `fitSize`: sharp's own decoder, or libheif's pixels for HEVC.
 * libheif's pixels are in the file's colour space (Display P3 on iPhones): they are first shrunk as they are (a
 * resize is as good in one RGB space as in another), then handed to sharp with the file's profile, which turns them
 * into sRGB as it does every tagged JPEG, on the shrunk pixels only (a fifth of a 12-megapixel photo's work).
 */
async function openUpright(filePath: string, maxPixels: number, fitSize: number): Promise<Sharp> {
  const metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
  if (!isHevc(metadata)) return openImage(filePath, maxPixels).rotate();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw new ImageTooLargeError(metadata.width ?? null, metadata.height ?? null, maxPixels);
  const { data, width, height } = await decodeHeic(filePath);
  let pixels = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
  if (metadata.icc) {
    const shrunk = await pixels.resize(fitSize, fitSize, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    pixels = sharp(rgbaTiffWithProfile(shrunk.data, shrunk.info.width, shrunk.info.height, metadata.icc));
  }
  // heic-decode always answers RGBA; an opaque photo's alpha would only make every WebP larger.
  return metadata.hasAlpha ? pixels : pixels.removeAlpha();
}

/** HEVC inside HEIF: sharp's prebuilt libvips reads its header but cannot decode it (HEVC patents). */
function isHevc(metadata: Metadata): boolean {
  return metadata.format === 'heif' && metadata.compression === 'hevc';
}

function openImage(filePath: string, maxPixels: number): Sharp {
  // 'truncated' refuses incomplete files but accepts the harmless warnings many old cameras and scanners cause.
  return sharp(filePath, { limitInputPixels: maxPixels, failOn: 'truncated' });
}

function toImageError(error: unknown, maxPixels: number): Error {
  if (error instanceof ImageTooLargeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageTooLargeError(null, null, maxPixels, { cause: error });
  if (isFileSystemError(error)) return error as Error;
  return new CorruptImageError({ cause: error });
}

function isFileSystemError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { syscall?: unknown }).syscall === 'string';
}

async function writeAtomically(image: Sharp, target: string): Promise<RenderedImage> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    const info = await image.toFile(temporary);
    await rename(temporary, target);
    return { path: target, width: info.width, height: info.height, bytes: info.size };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
