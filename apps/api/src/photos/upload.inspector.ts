import { detectMediaKindOfFile, ImageProbe, InvalidImageError, PhotoMetadata, probeImage, readPhotoMetadata } from '@heirloom/media';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';

export interface InspectedImage extends ImageProbe {
  mime: 'image/jpeg' | 'image/png';
  metadata: PhotoMetadata;
}

export const NOT_AN_IMAGE = 'Only JPEG and PNG photos can be uploaded: this file is neither';

/**
 * What an uploaded file really is, from its bytes (never its name or declared type): a JPEG or PNG (else 415)
 * that decodes completely and has at most 100 megapixels (else 400), with its EXIF fields (never fatal).
 */
export async function inspectUpload(path: string): Promise<InspectedImage> {
  const kind = await detectMediaKindOfFile(path);
  if (kind?.kind !== 'jpeg' && kind?.kind !== 'png') throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  const mime = kind.mime as InspectedImage['mime'];
  let probe: ImageProbe;
  try {
    probe = await probeImage(path);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new BadRequestException(error.message);
    throw error;
  }
  return { ...probe, mime, metadata: await readPhotoMetadata(path) };
}
