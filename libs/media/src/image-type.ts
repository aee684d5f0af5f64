import { fromFile } from 'file-type';

/** The only image types Heirloom stores (SPEC section 9: jpeg and png). */
export type SupportedImageMime = 'image/jpeg' | 'image/png';

export const SUPPORTED_IMAGE_MIMES: readonly SupportedImageMime[] = Object.freeze(['image/jpeg', 'image/png']);

/**
 * Decides the type from the file's bytes (magic numbers), never from its name or the declared type:
 * 'image/jpeg' or 'image/png' (an animated PNG is a PNG too: viewers show its first frame), else null
 * (unknown bytes, another format such as GIF/WebP/HEIC/TIFF, an empty file).
 */
export async function detectImageType(filePath: string): Promise<SupportedImageMime | null> {
  const type = await fromFile(filePath);
  const mime = type?.mime as string | undefined;
  if (mime === 'image/jpeg') return 'image/jpeg';
  if (mime === 'image/png' || mime === 'image/apng') return 'image/png';
  return null;
}
