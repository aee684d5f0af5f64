import type { Request, Response } from 'express';
import { sendStoredFile } from './photo-file.sender';
import { ServedFile } from './photo-files.service';

/**
 * A derived image's URL (a thumbnail, a preview, a person's face) with the version of the file it names, so that a
 * browser may keep it for good: a new file is a new URL. Without a version (no file made yet), the bare path.
 */
export const versionedUrl = (path: string, version: string | null): string => (version === null ? path : `${path}?v=${encodeURIComponent(version)}`);

/** A photo's thumbnail or preview as a member of its family reaches it, at the version of its derivatives. */
export const photoImageUrl = (photoId: number, kind: 'thumbnail' | 'preview', derivativesVersion: string | null): string =>
  versionedUrl(`/api/photos/${photoId}/${kind}`, derivativesVersion);

/** Asked for by its current version: that URL names these bytes and no others, ever. Private: no shared cache. */
export const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Asked for without a version or by a former one (an old client, a stale page): the current file, which the browser
 * may keep but revalidates by its ETag on every use, so no URL keeps a file that is no longer the one.
 */
export const REVALIDATE = 'private, no-cache';

/**
 * How the answer to a derived image may be kept: for good when `asked` is the served file's version, else as
 * `otherwise`. A file without a version (a stand-in, an original served for a preview not made) is never immutable.
 */
export function imageCacheControl(file: ServedFile, asked: string | undefined, otherwise = REVALIDATE): string {
  return file.version !== undefined && asked === file.version ? IMMUTABLE : otherwise;
}

/** Sends a derived image asked for by `asked` (the request's ?v), kept as imageCacheControl says. */
export function sendImage(request: Request, response: Response, file: ServedFile, asked: string | undefined, otherwise = REVALIDATE): Promise<void> {
  return sendStoredFile(request, response, file, imageCacheControl(file, asked, otherwise));
}
