import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Sizes of the derivatives the worker would make (WebP, as incompressible as random bytes). */
const THUMBNAIL_BYTES = 24 * 1024;
const PREVIEW_BYTES = 240 * 1024;

export interface SeededPhoto {
  uuid: string;
  originalKey: string;
  originalBytes: number;
}

export interface SeededLibrary {
  photos: SeededPhoto[];
  /** Every file written: originals, thumbnails and previews. */
  bytes: number;
  files: number;
}

/**
 * Fills the storage folder as the upload pipeline would, without the pipeline: per photo its original
 * (originals/<familyId>/<uuid>.jpg, a cached sample photo) plus a thumbnail and a preview, until targetBytes.
 * Originals are hard links into the cache (no time, no disk); the system never writes into a stored file (a
 * restore swaps in new ones), so the cache is never touched.
 */
export async function seedLibrary(storageDir: string, familyId: number, samples: string[], targetBytes: number): Promise<SeededLibrary> {
  for (const folder of ['originals', 'thumbnails', 'previews']) await mkdir(join(storageDir, folder, String(familyId)), { recursive: true });
  const library: SeededLibrary = { photos: [], bytes: 0, files: 0 };
  for (const sample of samples) {
    if (library.bytes >= targetBytes) break;
    const uuid = randomUUID();
    const originalKey = `originals/${familyId}/${uuid}.jpg`;
    await link(sample, join(storageDir, originalKey)).catch(() => copyFile(sample, join(storageDir, originalKey)));
    await writeFile(join(storageDir, 'thumbnails', String(familyId), `${uuid}.webp`), randomBytes(THUMBNAIL_BYTES));
    await writeFile(join(storageDir, 'previews', String(familyId), `${uuid}.webp`), randomBytes(PREVIEW_BYTES));
    const { size } = await stat(sample);
    library.photos.push({ uuid, originalKey, originalBytes: size });
    library.bytes += size + THUMBNAIL_BYTES + PREVIEW_BYTES;
    library.files += 3;
  }
  if (library.bytes < targetBytes) throw new Error(`${samples.length} sample photos make only ${library.bytes} of the ${targetBytes} bytes asked for`);
  return library;
}

/** How many sample photos of averageBytes make targetBytes, with a few to spare. */
export const samplesFor = (targetBytes: number, averageBytes: number): number => Math.ceil(targetBytes / (averageBytes + THUMBNAIL_BYTES + PREVIEW_BYTES)) + 3;
