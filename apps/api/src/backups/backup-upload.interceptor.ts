import { StorageService } from '@heirloom/storage';
import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { finalize, Observable } from 'rxjs';
import { extendRequestDeadline } from '../common/middleware/request-deadline';
import { UPLOAD_REQUEST_TIMEOUT_MS } from '../http-server.timeouts';

/** The multipart field a backup archive is uploaded in. */
export const BACKUP_UPLOAD_FIELD = 'archive';

/**
 * Receives one backup archive (multipart field `archive`) straight into the storage's temporary area: streamed to
 * disk by multer, never held in memory, with the hour an upload route is allowed to take. No text field is accepted.
 * The temporary file is removed once the request is answered, unless the service moved it into the backups folder.
 */
@Injectable()
export class BackupUploadInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(storage: StorageService) {
    const upload = multer({
      storage: multer.diskStorage({
        destination: (_request, _file, callback) => {
          const path = storage.tempPath('.zip');
          mkdirSync(dirname(path), { recursive: true });
          callback(null, dirname(path));
        },
        filename: (_request, _file, callback) => callback(null, basename(storage.tempPath('.zip'))),
      }),
      limits: { files: 1, fields: 0 },
    });
    this.receive = upload.single(BACKUP_UPLOAD_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) throw new BadRequestException(`Send the backup archive as multipart/form-data, in the field '${BACKUP_UPLOAD_FIELD}'`);
    extendRequestDeadline(request, UPLOAD_REQUEST_TIMEOUT_MS);
    await new Promise<void>((resolve, reject) =>
      this.receive(request, http.getResponse<Response>(), (error?: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    if (!request.file) throw new BadRequestException(`${BACKUP_UPLOAD_FIELD} is required: choose a backup file (.zip)`);
    const path = request.file.path;
    return next.handle().pipe(finalize(() => void rm(path, { force: true })));
  }
}

function toHttpError(error: unknown): unknown {
  if (error instanceof MulterError) {
    return new BadRequestException(
      error.code === 'LIMIT_FIELD_COUNT' || error.code === 'LIMIT_FIELD_KEY' || error.code === 'LIMIT_FIELD_VALUE'
        ? `Send only the backup archive, in the field '${BACKUP_UPLOAD_FIELD}'`
        : `Send one backup archive, in the field '${BACKUP_UPLOAD_FIELD}'`,
    );
  }
  if (error instanceof Error && /Unexpected end of form|Malformed part header|Multipart: Boundary not found/i.test(error.message)) {
    return new BadRequestException('The upload was cut off or malformed: try again');
  }
  return error;
}
