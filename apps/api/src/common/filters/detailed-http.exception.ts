import { HttpException } from '@nestjs/common';

/** An HTTP error whose `{error}` body carries more fields a client acts on (`password_required: true`). */
export class DetailedHttpException extends HttpException {
  constructor(
    message: string,
    status: number,
    readonly details: Readonly<Record<string, unknown>>,
  ) {
    super(message, status);
  }
}
