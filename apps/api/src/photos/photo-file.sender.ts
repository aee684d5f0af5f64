import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from '../common/http/attachment-disposition';
import { ServedFile } from './photo-files.service';

const logger = new Logger('PhotoFiles');

/** Only members may see a photo, so no shared cache may keep it; a browser may for an hour, then revalidates. */
const CACHE_CONTROL = 'private, max-age=3600';

/** Whether an If-None-Match header names this ETag (weak comparison, as GET allows; '*' matches any). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Answers 304 when the client's copy is current, else streams the file with its type, length and ETag. */
export async function sendStoredFile(request: Request, response: Response, file: ServedFile): Promise<void> {
  response.set({ ETag: file.etag, 'Cache-Control': CACHE_CONTROL });
  if (etagMatches(request.get('if-none-match'), file.etag)) {
    response.status(304).end();
    return;
  }
  response.status(200).set({ 'Content-Type': file.contentType, 'Content-Length': String(file.size) });
  if (file.attachmentName !== undefined) response.set('Content-Disposition', attachmentDisposition(file.attachmentName));
  try {
    await pipeline(file.open(), response);
  } catch (error) {
    // The status line is gone already: all that is left is to cut the connection (pipeline did) and note why.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn(`Sending a photo file failed: ${(error as Error).message}`);
  }
}
