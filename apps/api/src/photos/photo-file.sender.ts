import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from '../common/http/attachment-disposition';
import { parseByteRange } from './byte-range';
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

/** Whether a Range applies: always without If-Range; with it, only while the client's copy (its ETag) is current. */
function rangeStillApplies(request: Request, etag: string): boolean {
  const ifRange = request.get('if-range');
  return ifRange === undefined || ifRange.trim() === etag;
}

/**
 * Answers 304 when the client's copy is current, else streams the file with its type, length and ETag: the whole
 * of it (200), or the one byte range a player asks for (206 with Content-Range; 416 when it names no byte of the
 * file), so videos seek. A share link's files pass `no-store` (a revoked link must stop showing them at once).
 */
export async function sendStoredFile(request: Request, response: Response, file: ServedFile, cacheControl = CACHE_CONTROL): Promise<void> {
  response.set({ ETag: file.etag, 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes' });
  if (etagMatches(request.get('if-none-match'), file.etag)) {
    response.status(304).end();
    return;
  }
  const range = rangeStillApplies(request, file.etag) ? parseByteRange(request.get('range'), file.size) : null;
  if (range === 'unsatisfiable') {
    response.status(416).set({ 'Content-Range': `bytes */${file.size}` }).json({ error: `The range asked for lies outside this file of ${file.size} bytes` });
    return;
  }
  response.set({ 'Content-Type': file.contentType });
  if (file.attachmentName !== undefined) response.set('Content-Disposition', attachmentDisposition(file.attachmentName));
  if (range) {
    response.status(206).set({ 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) });
  } else {
    response.status(200).set({ 'Content-Length': String(file.size) });
  }
  try {
    await pipeline(file.open(range ?? undefined), response);
  } catch (error) {
    // The status line is gone already: all that is left is to cut the connection (pipeline did) and note why.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn(`Sending a photo file failed: ${(error as Error).message}`);
  }
}
