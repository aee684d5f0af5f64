import { ACCEPTED_PHOTO_KINDS, ACCEPTED_VIDEO_KINDS, MediaType } from '@heirloom/media';
import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { MulterError } from 'multer';

export interface UploadLimits {
  /** The form field that carries the file(s): 'photo' or 'photos'. */
  field: string;
  /** MAX_UPLOAD_MB: the largest photo. */
  maxUploadMb: number;
  /** MAX_VIDEO_MB: the largest video. */
  maxVideoMb: number;
  maxFiles: number;
}

/** The answer (415) for a file of no accepted kind, judged by its bytes. */
export const NOT_ACCEPTED_MEDIA = `Only photos (${ACCEPTED_PHOTO_KINDS}) and videos (${ACCEPTED_VIDEO_KINDS}) can be uploaded: this file is none of them`;

export function notAcceptedMedia(): UnsupportedMediaTypeException {
  return new UnsupportedMediaTypeException(NOT_ACCEPTED_MEDIA);
}

/** A request that carries more bytes than its largest valid form could (every file at the size limit). */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The upload is larger than the largest one accepted');
  }
}

/**
 * The refusal of one file over the limit of its kind (MAX_UPLOAD_MB for a photo, MAX_VIDEO_MB for a video): the
 * whole answer of a single upload, one row of a bulk.
 */
export function fileTooLarge(filename: string | undefined, mediaType: MediaType, limits: Pick<UploadLimits, 'maxUploadMb' | 'maxVideoMb'>): PayloadTooLargeException {
  const limitMb = mediaType === 'video' ? limits.maxVideoMb : limits.maxUploadMb;
  return new PayloadTooLargeException(`${filename ? `"${filename}"` : `The ${mediaType}`} is larger than the ${limitMb} MB limit for one ${mediaType}`);
}

/** The refusal of a whole request over its cap, before (by its Content-Length) or while it is read. */
export function requestTooLarge(limits: UploadLimits): PayloadTooLargeException {
  const { maxUploadMb, maxVideoMb, maxFiles } = limits;
  const largestMb = Math.max(maxUploadMb, maxVideoMb);
  return maxFiles === 1
    ? new PayloadTooLargeException(`The file is larger than the largest accepted: ${maxUploadMb} MB for a photo, ${maxVideoMb} MB for a video`)
    : new PayloadTooLargeException(`The upload is larger than ${maxFiles} files of ${largestMb} MB each: send fewer files at a time`);
}

/** Turns what multer or the multipart parser refused into an answer a person can act on. */
export function toUploadHttpError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof UploadTooLargeError) return requestTooLarge(limits);
  if (error instanceof MulterError) return fromMulterError(error, limits);
  // File-system trouble (a full disk) is ours: it stays a 500.
  if (typeof (error as { syscall?: unknown })?.syscall === 'string') return error;
  return new BadRequestException('The upload was cut off or is not a valid multipart form: please try again');
}

function fromMulterError(error: MulterError, { field, maxFiles }: UploadLimits): HttpException {
  switch (error.code) {
    case 'LIMIT_FILE_COUNT':
      return new PayloadTooLargeException(maxFiles === 1 ? 'Send one photo at a time here, or use the bulk upload' : `A bulk upload takes at most ${maxFiles} photos`);
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException(`Unexpected file field "${error.field ?? ''}": send the photo${maxFiles === 1 ? '' : 's'} as "${field}"`);
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return new PayloadTooLargeException('The upload has too many form fields');
    case 'LIMIT_FIELD_VALUE':
      return new PayloadTooLargeException(`The form field "${error.field ?? ''}" is too long`);
    default:
      return new BadRequestException(`The upload form is not valid: ${error.message}`);
  }
}
