import { HttpException } from '@nestjs/common';

/**
 * An HttpException whose `{error}` answer carries more fields a client acts on (the photo a duplicate upload
 * already is). The fields sit beside `error`, never in place of it: the error shape stays one.
 */
export class HttpExceptionWithDetails extends HttpException {
  constructor(
    message: string,
    status: number,
    readonly details: Record<string, string | number | boolean>,
  ) {
    super(message, status);
  }
}

/** The extra fields of an error answer (none for most). */
export const detailsOf = (exception: unknown): Record<string, string | number | boolean> =>
  exception instanceof HttpExceptionWithDetails ? exception.details : {};
