import type { UploadLimitsResponse } from '@heirloom/contracts';
import { upload } from '../messages';

/**
 * The files Heirloom takes (issue 13): photos (JPEG, PNG, HEIC/HEIF, WebP, AVIF, TIFF) and videos (MP4, MOV,
 * M4V, WebM, 3GP). The server decides by the file's bytes; the client only spares the upload of a file that is
 * plainly something else. Browsers often give HEIC and some videos an empty or generic type, so a file counts
 * when either its type or its name's extension is one of these.
 */

export const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
  'image/webp',
  'image/avif',
  'image/tiff',
] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/webm', 'video/3gpp'] as const;

export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.webp', '.avif', '.tif', '.tiff'] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.m4v', '.webm', '.3gp'] as const;

/** The file inputs' accept attribute: types for the picker's filter, extensions for files the OS gives no type. */
export const ACCEPTED_MEDIA_INPUT = [...PHOTO_TYPES, ...VIDEO_TYPES, ...PHOTO_EXTENSIONS, ...VIDEO_EXTENSIONS].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

const listed = (list: readonly string[], value: string) => list.includes(value);

/** Whether the file looks like a video (by type, else by extension); videos get an icon instead of a preview. */
export function isVideoFile(file: Pick<File, 'type' | 'name'>): boolean {
  return listed(VIDEO_TYPES, file.type.toLowerCase()) || listed(VIDEO_EXTENSIONS, extensionOf(file.name));
}

/** Whether the file is one of the accepted photo or video kinds, by its type or by its extension. */
export function isAcceptedMedia(file: Pick<File, 'type' | 'name'>): boolean {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return (
    listed(PHOTO_TYPES, type) || listed(VIDEO_TYPES, type) || listed(PHOTO_EXTENSIONS, extension) || listed(VIDEO_EXTENSIONS, extension)
  );
}

const MB = 1024 * 1024;

/**
 * Why the server would refuse this file for its size (413), said before it is sent: over MAX_VIDEO_MB for what looks
 * like a video, over MAX_UPLOAD_MB for anything else; null when it fits, or while the limits are not known (the
 * server still checks).
 */
export function tooLargeMessage(file: Pick<File, 'type' | 'name' | 'size'>, limits: UploadLimitsResponse | undefined): string | null {
  if (!limits) return null;
  const kind = isVideoFile(file) ? 'video' : 'photo';
  const limitMb = kind === 'video' ? limits.max_video_mb : limits.max_photo_mb;
  return file.size > Math.floor(limitMb * MB) ? upload.tooLarge(file.name, limitMb, kind) : null;
}
