import { detectImageType, ImageProbe, InvalidImageError, PhotoMetadata, probeImage, readPhotoMetadata, SupportedImageMime } from '@heirloom/media';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';

export interface InspectedImage extends ImageProbe {
  mime: SupportedImageMime;
  metadata: PhotoMetadata;
}

export const NOT_AN_IMAGE = 'Only JPEG and PNG photos can be uploaded: this file is neither';

/**
 * What an uploaded file really is, from its bytes (never its name or declared type): a JPEG or PNG (else 415)
 * that decodes completely and has at most 100 megapixels (else 400), with its EXIF fields (never fatal).
 */
export async function inspectUpload(path: string): Promise<InspectedImage> {
  const mime = await detectImageType(path);
  if (!mime) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  let probe: ImageProbe;
  try {
    probe = await probeImage(path);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new BadRequestException(error.message);
    throw error;
  }
  return { ...probe, mime, metadata: await readPhotoMetadata(path) };
}
