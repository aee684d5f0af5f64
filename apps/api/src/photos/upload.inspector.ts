import { EMPTY_PHOTO_METADATA, InvalidImageError, InvalidVideoError, MediaKind, PhotoMetadata, playsAsIs, probeImage, probeVideo, readPhotoMetadata, VideoBinaries } from '@heirloom/media';
import { BadRequestException } from '@nestjs/common';

/** What an upload holds, from its bytes: its kind, its size as shown and the metadata stored with its row. */
export interface InspectedMedia {
  kind: MediaKind;
  /** Pixels as shown (orientation or a video's rotation applied). */
  width: number;
  height: number;
  metadata: PhotoMetadata;
  /** A video's length, and whether a browser plays the original as it is (else it gets a playback copy). */
  video?: { durationSeconds: number; playsAsIs: boolean };
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
 * A video the storage engine has recognised (MP4, MOV, M4V, WebM, 3GP) by its container's first bytes: ffprobe must
 * read its container and find a video track of a known codec, a size and a length (else 400: text named .mov, an
 * MP4 cut off before its index). Headers only, well under a second. What that one run read goes into the row at once,
 * as a photo's EXIF does: its size as shown (rotation applied), length, date (creation_time) and place (ISO 6709), and
 * how it is played; the worker then has no second ffprobe to run, only the poster frame to take.
 */
export async function inspectVideoUpload(path: string, kind: MediaKind, binaries: VideoBinaries): Promise<InspectedMedia> {
  try {
    const probe = await probeVideo(binaries, path);
    const { width, height, takenDate, gps, durationSeconds } = probe;
    return { kind, width, height, metadata: { ...EMPTY_PHOTO_METADATA, takenDate, gps }, video: { durationSeconds, playsAsIs: playsAsIs(probe) } };
  } catch (error) {
    if (error instanceof InvalidVideoError) throw new BadRequestException(error.message);
    throw error;
  }
}

/** The inspection of an upload of either media type. */
export function inspectUpload(path: string, kind: MediaKind, binaries: VideoBinaries): Promise<InspectedMedia> {
  return kind.mediaType === 'video' ? inspectVideoUpload(path, kind, binaries) : inspectPhotoUpload(path, kind);
}
