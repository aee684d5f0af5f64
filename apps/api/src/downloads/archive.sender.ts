import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { PreparedArchive } from './photo-archives';

const logger = new Logger('Downloads');

/**
 * Streams the zip with its exact length, so the browser's own download manager shows real progress. pipeline()
 * pauses reading files while the client is slow (backpressure) and, if the client goes away, destroys the archive's
 * stream, which closes the file being read. A failure after the headers can only cut the connection: the client then
 * sees fewer bytes than Content-Length said, which every browser reports as a failed download.
 */
export async function sendArchive(request: Request, response: Response, archive: PreparedArchive, cacheControl = 'private, no-store'): Promise<void> {
  response.status(200).set({
    'Content-Type': 'application/zip',
    'Content-Length': String(archive.sizeBytes),
    'Content-Disposition': `attachment; filename="${archive.fileName}"`,
    'Cache-Control': cacheControl,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  try {
    await pipeline(archive.open(), response);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn(`Sending a download failed: ${(error as Error).message}`);
  }
}
