import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestIdOf } from '../../logging/request-logger';
import { isDependencyOutage } from './dependency-outage';
import { detailsOf } from './http-error-details';
import { TooManyAttemptsException } from '../../throttle/too-many-attempts.exception';

interface ExpressLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** Body-parser and similar middleware errors that carry their own status and a safe message. */
const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body uses an unsupported encoding',
  'charset.unsupported': 'The request body uses an unsupported character set',
};

/** The one message of an HttpException, as the `{error}` body words it. */
export function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: string | string[]; error?: string }).message ?? (body as { error?: string }).error;
  return Array.isArray(message) ? message[0] : (message ?? exception.message);
}

/**
 * The one error shape: `{error}` with the right status. Unknown errors become a generic 500 whose
 * message carries the request id, and are logged with that id and their stack; no stack reaches a client.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = requestIdOf(response);
    const { status, error } = this.describe(exception, requestId);
    if (status >= 500) {
      this.logger.error({ err: exception, reqId: requestId }, `Unhandled error on ${request.method} ${request.path}`);
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyAttemptsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // Refused before its body was read (too large, not allowed, no room): the connection closes after the answer
    // instead of Node reading, and throwing away, whatever the client still sends.
    if (!request.complete) response.setHeader('Connection', 'close');
    response.status(status).json({ ...detailsOf(exception), error });
  }

  private describe(exception: unknown, requestId: string): { status: number; error: string } {
    if (exception instanceof HttpException) {
      return { status: exception.getStatus(), error: messageOf(exception) };
    }
    const candidate = exception as ExpressLikeError;
    const status = candidate?.status ?? candidate?.statusCode;
    if (status && status >= 400 && status < 500) {
      const known = candidate.type ? MIDDLEWARE_MESSAGES[candidate.type] : undefined;
      return { status, error: known ?? (candidate.expose && candidate.message ? candidate.message : 'The request was refused') };
    }
    if (isDependencyOutage(exception)) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, error: 'Heirloom cannot reach its database or queue just now. Please try again in a moment.' };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      error: `Something went wrong on our side. If it keeps happening, quote reference ${requestId}.`,
    };
  }
}
