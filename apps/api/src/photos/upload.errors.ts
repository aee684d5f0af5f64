import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';

export interface UploadLimits {
  /** The form field that carries the file(s): 'photo' or 'photos'. */
  field: string;
  maxUploadMb: number;
  maxFiles: number;
}

/** A request that carries more bytes than its largest valid form could (every file at the size limit). */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The upload is larger than the largest one accepted');
  }
}

/** The refusal of one file over MAX_UPLOAD_MB: the whole answer of a single upload, one row of a bulk. */
export function fileTooLarge(filename: string | undefined, maxUploadMb: number): PayloadTooLargeException {
  return new PayloadTooLargeException(`${filename ? `"${filename}"` : 'The photo'} is larger than the ${maxUploadMb} MB limit for one photo`);
}

/** The refusal of a whole request over its cap, before (by its Content-Length) or while it is read. */
export function requestTooLarge({ maxUploadMb, maxFiles }: UploadLimits): PayloadTooLargeException {
  return maxFiles === 1
    ? fileTooLarge(undefined, maxUploadMb)
    : new PayloadTooLargeException(`The upload is larger than ${maxFiles} photos of ${maxUploadMb} MB each: send fewer photos at a time`);
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
