import { AppConfig, InjectConfig } from '@heirloom/config';
import { StorageService } from '@heirloom/storage';
import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { rm } from 'node:fs/promises';
import { catchError, mergeMap, Observable } from 'rxjs';
import { extendRequestDeadline } from '../common/middleware/request-deadline';
import { suspendIdleTimeout, UPLOAD_REQUEST_TIMEOUT_MS } from '../http-server.timeouts';
import { StorageQuotaService } from '../storage-quota/storage-quota.service';
import { requestTooLarge, toUploadHttpError, UploadLimits } from './upload.errors';
import { MAX_CAPTIONS_BYTES } from './upload-captions';
import { HashingDiskStorageEngine, UploadByteLimits, UploadedPhotoFile } from './upload.storage-engine';

/** Text fields of an upload are short (a description is at most 2000 characters), but for a bulk upload's captions. */
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_FIELDS = 20;
/** Generous room for the multipart boundary and headers of one part (a file name is at most a few hundred bytes). */
const PART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Receives a multipart upload into the storage's temporary area: `photo` (one file, in req.file) or `photos`
 * (up to MAX_BULK_FILES, in req.files). A photo over MAX_UPLOAD_MB or a video over MAX_VIDEO_MB arrives marked
 * oversized and empty, a file of no accepted kind empty (see the storage engine). The request as a whole may be no
 * larger than its largest valid form (every file at the larger of the two limits, every field full): a larger Content-Length is refused before a byte is read (413), and so is one
 * that cannot be kept under the storage limit or would leave the disk without its reserve (507); a body of unknown
 * length is cut off by the engine once past the cap. Whatever happens next, the temporary files are removed once
 * the request is answered (a stored photo's file has been moved away by then).
 */
export function PhotoUploadInterceptor(mode: 'single' | 'bulk'): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly receive: RequestHandler;
    private readonly limits: UploadLimits;
    private readonly bytes: UploadByteLimits;
    private readonly engine: HashingDiskStorageEngine;

    constructor(
      @InjectConfig() config: AppConfig,
      storage: StorageService,
      private readonly quota: StorageQuotaService,
    ) {
      this.limits = {
        field: mode === 'single' ? 'photo' : 'photos',
        maxUploadMb: config.maxUploadMb,
        maxVideoMb: config.maxVideoMb,
        maxFiles: mode === 'single' ? 1 : config.maxBulkFiles,
      };
      const maxPhotoBytes = megabytes(config.maxUploadMb);
      const maxVideoBytes = megabytes(config.maxVideoMb);
      const maxFileBytes = Math.max(maxPhotoBytes, maxVideoBytes);
      // Only a bulk upload's captions may be longer than a description; multer's limit is one for every field.
      const fieldSize = mode === 'single' ? MAX_FIELD_BYTES : MAX_CAPTIONS_BYTES;
      const captionBytes = mode === 'single' ? 0 : MAX_CAPTIONS_BYTES;
      const maxRequestBytes = this.limits.maxFiles * (maxFileBytes + PART_OVERHEAD_BYTES) + MAX_FIELDS * (MAX_FIELD_BYTES + PART_OVERHEAD_BYTES) + captionBytes;
      this.bytes = { maxPhotoBytes, maxVideoBytes, maxRequestBytes };
      this.engine = new HashingDiskStorageEngine(storage, this.bytes);
      const upload = multer({
        storage: this.engine,
        defParamCharset: 'utf8',
        limits: { files: this.limits.maxFiles, fieldSize, fields: MAX_FIELDS },
      });
      this.receive = mode === 'single' ? upload.single(this.limits.field) : upload.array(this.limits.field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      const declaredBytes = Number(request.get('content-length') ?? 0) || 0;
      if (declaredBytes > this.bytes.maxRequestBytes) throw requestTooLarge(this.limits);
      // 507 before a byte is written when it cannot be kept: a single photo must fit whole; of a bulk upload any one
      // file may still fit, each is judged when it has arrived (PhotoUploadService).
      await this.quota.requireRoomForRequest(declaredBytes, mode === 'single' ? Math.max(declaredBytes, 1) : 1);
      // The one kind of request allowed to take long to arrive: many large photos on a slow home connection.
      extendRequestDeadline(request, UPLOAD_REQUEST_TIMEOUT_MS);
      await new Promise<void>((resolve, reject) =>
        this.receive(request, http.getResponse<Response>(), (error?: unknown) => (error ? reject(toUploadHttpError(error, this.limits)) : resolve())),
      ).catch(async (error: unknown) => {
        // A refused form's partial file may still be being deleted by the engine: answer once it is gone.
        await this.engine.settled(request);
        throw error;
      });
      // All has arrived: storing the files may take longer than the socket's idle limit (a bulk on a busy machine),
      // which is put back before the answer is written.
      const restoreIdleTimeout = suspendIdleTimeout(request.socket);
      // Removed before the answer goes out, so a client never sees a refused upload's file still on disk.
      const cleanUp = async () => {
        await removeTemporaryFiles(request);
        restoreIdleTimeout();
      };
      return next.handle().pipe(
        mergeMap(async (result: unknown) => {
          await cleanUp();
          return result;
        }),
        catchError(async (error: unknown) => {
          await cleanUp();
          throw error;
        }),
      );
    }
  }
  return mixin(UploadInterceptor);
}

function megabytes(mb: number): number {
  return Math.floor(mb * 1024 * 1024);
}

async function removeTemporaryFiles(request: Request): Promise<void> {
  const files = [request.file, ...(Array.isArray(request.files) ? request.files : [])] as Array<UploadedPhotoFile | undefined>;
  await Promise.all(files.map((file) => (file?.path ? rm(file.path, { force: true }) : undefined)));
}
