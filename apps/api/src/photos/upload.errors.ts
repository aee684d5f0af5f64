import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';

export interface UploadLimits {
  /** The form field that carries the file(s): 'photo' or 'photos'. */
  field: string;
  maxUploadMb: number;
  maxFiles: number;
}

/** Turns what multer or the multipart parser refused into an answer a person can act on. */
export function toUploadHttpError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof MulterError) return fromMulterError(error, limits);
  // File-system trouble (a full disk) is ours: it stays a 500.
  if (typeof (error as { syscall?: unknown })?.syscall === 'string') return error;
  return new BadRequestException('The upload was cut off or is not a valid multipart form: please try again');
}

/** multer 2.5 names the file of a file error; its type definitions do not know that yet. */
type NamedMulterError = MulterError & { filename?: string };

function fromMulterError(error: NamedMulterError, { field, maxUploadMb, maxFiles }: UploadLimits): HttpException {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE': {
      const name = error.filename ? `"${error.filename}"` : 'The photo';
      return new PayloadTooLargeException(`${name} is larger than the ${maxUploadMb} MB limit for one photo`);
    }
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
