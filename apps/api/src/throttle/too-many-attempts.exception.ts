import { HttpException, HttpStatus } from '@nestjs/common';

/** "in 40 seconds" below a minute and a half, else in whole minutes (rounded up). */
export function retryWording(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with `{error}` saying when to try again; the error filter adds the same as a Retry-After header. */
export class TooManyAttemptsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(refusal: string, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(`${refusal} Try again in ${retryWording(seconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = seconds;
  }
}
