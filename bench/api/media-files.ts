import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { Sharp } from 'sharp';
import { Random } from './random';

/**
 * The seeded photos' files: a few real images, written once into the bench's storage folder and shared by every
 * photo outside the trash (photo i uses image i mod 12), so the API serves real bytes (bench:browser paints them).
 * A trashed photo keys files of its own that do not exist: purging it can never remove a shared image.
 */
const IMAGES = 12;
/** As the worker makes them (libs/media): WebP inside 400 and 1600 px at quality 80, from a 4:3 photo. */
const THUMBNAIL = { width: 400, height: 300 };
const PREVIEW = { width: 1600, height: 1200 };

export interface MediaKeys {
  original: string;
  thumbnail: string;
  preview: string;
}

const sharedKeys = (image: number): MediaKeys => ({
  original: `originals/bench/${image}.jpg`,
  thumbnail: `thumbnails/bench/${image}.webp`,
  preview: `previews/bench/${image}.webp`,
});

export function mediaKeys(id: number, family: number, trashed: boolean): MediaKeys {
  if (!trashed) return sharedKeys(id % IMAGES);
  return { original: `originals/${family}/${id}.jpg`, thumbnail: `thumbnails/${family}/${id}.webp`, preview: `previews/${family}/${id}.webp` };
}

/** Writes the shared images into `storageDir` where missing. */
export async function writeMediaFiles(storageDir: string): Promise<void> {
  for (let image = 0; image < IMAGES; image++) {
    const keys = sharedKeys(image);
    if ([keys.original, keys.thumbnail, keys.preview].every((key) => existsSync(join(storageDir, key)))) continue;
    const scene = await photoLike(image);
    await write(storageDir, keys.original, scene.clone().jpeg({ quality: 90 }));
    await write(storageDir, keys.preview, scene.clone().webp({ quality: 80, effort: 2 }));
    await write(storageDir, keys.thumbnail, scene.clone().resize(THUMBNAIL.width, THUMBNAIL.height).webp({ quality: 80, effort: 2 }));
  }
}

/**
 * Smooth colour fields under a fine grain: a 1600 px preview of about 200 kB and a thumbnail of about 20 kB, near
 * what the worker makes of a real photo (a flat colour would compress to nothing, noise to megabytes).
 */
async function photoLike(seed: number): Promise<Sharp> {
  const random = new Random(seed + 1);
  const colours = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < colours.length; i++) colours[i] = random.int(0, 255);
  const { width, height } = PREVIEW;
  const field = await sharp(colours, { raw: { width: 16, height: 12, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({ create: { ...THUMBNAIL, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .resize(width, height)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pixels = await sharp(field, { raw: { width, height, channels: 3 } }).composite([{ input: grain, blend: 'soft-light' }]).removeAlpha().raw().toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function write(storageDir: string, key: string, image: Sharp): Promise<void> {
  const path = join(storageDir, key);
  await mkdir(dirname(path), { recursive: true });
  await image.toFile(`${path}.partial`);
  await rename(`${path}.partial`, path);
}
