import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

/**
 * Real-size camera-like JPEGs (4032 × 3024, 12.2 MP, ~5 MB at quality 90 with EXIF), made once with sharp and kept
 * in bench/.data (git-ignored). Smooth colour fields under film-like grain compress like a photo, not like noise
 * or a flat colour. Each file is different, so none is refused as a duplicate.
 */
export async function samplePhotos(dataDir: string, count: number): Promise<string[]> {
  const dir = join(dataDir, `photos-${PHOTO_WIDTH}x${PHOTO_HEIGHT}`);
  await mkdir(dir, { recursive: true });
  const paths = Array.from({ length: count }, (_, i) => join(dir, `photo-${String(i + 1).padStart(3, '0')}.jpg`));
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0) return paths;
  console.log(`Making ${missing.length} sample photos of ${PHOTO_WIDTH} x ${PHOTO_HEIGHT} in ${dir} (once)…`);
  const grain = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  let next = 0;
  const makeOne = async (): Promise<void> => {
    while (next < missing.length) {
      const path = missing[next++];
      await writePhoto(path, paths.indexOf(path) + 1, grain);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, makeOne));
  return paths;
}

async function writePhoto(path: string, seed: number, grain: Buffer): Promise<void> {
  const colours = Buffer.alloc(48 * 36 * 3);
  let state = seed * 7919;
  for (let i = 0; i < colours.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    colours[i] = state >>> 24;
  }
  const scene = await sharp(colours, { raw: { width: 48, height: 36, channels: 3 } }).resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const day = String((seed % 28) + 1).padStart(2, '0');
  await sharp(scene, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .composite([{ input: grain, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Heirloom', Model: 'Bench Camera' }, IFD2: { DateTimeOriginal: `2024:06:${day} 12:00:00` } })
    .toFile(`${path}.partial`);
  await rename(`${path}.partial`, path);
}
