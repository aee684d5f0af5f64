import { EMPTY_PHOTO_METADATA, InvalidImageError, MediaKind, PhotoMetadata, probeImage, readPhotoMetadata } from '@heirloom/media';
import { BadRequestException } from '@nestjs/common';

/** What an upload holds, from its bytes: its kind, its size as shown and the metadata stored with its row. */
export interface InspectedMedia {
  kind: MediaKind;
  /** Pixels as shown (orientation applied); 0 for a video until its metadata job has read it. */
  width: number;
  height: number;
  metadata: PhotoMetadata;
}

/**
 * Checks a photo the storage engine has recognised (JPEG, PNG, HEIC/HEIF, WebP, AVIF, TIFF): its header must be
 * readable and declare at most 100 megapixels (else 400, the largest accepted named), and, for every kind sharp
 * decodes, every pixel must be there (an HEVC HEIC is decoded by the worker only, see probeImage). EXIF fields
 * (date, camera, settings, GPS) are read from JPEG, HEIC, WebP, TIFF and PNG alike and are never fatal.
 */
export async function inspectPhotoUpload(path: string, kind: MediaKind): Promise<InspectedMedia> {
  try {
    const { width, height } = await probeImage(path);
    return { kind, width, height, metadata: await readPhotoMetadata(path) };
  } catch (error) {
    if (error instanceof InvalidImageError) throw new BadRequestException(error.message);
    throw error;
  }
}

/**
 * A video the storage engine has recognised (MP4, MOV, M4V, WebM, 3GP) by its container's first bytes.
 * The seam of the video work (issue 13, `videos`): the container and codec check with ffprobe (400 for a file it
 * cannot read) and the size as shown belong here; duration, date and place are read by the worker's jobs.
 */
export async function inspectVideoUpload(_path: string, kind: MediaKind): Promise<InspectedMedia> {
  return { kind, width: 0, height: 0, metadata: { ...EMPTY_PHOTO_METADATA } };
}

/** The inspection of an upload of either media type. */
export function inspectUpload(path: string, kind: MediaKind): Promise<InspectedMedia> {
  return kind.mediaType === 'video' ? inspectVideoUpload(path, kind) : inspectPhotoUpload(path, kind);
}
