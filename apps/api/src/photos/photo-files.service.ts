import { Photo, PhotosRepository } from '@heirloom/database';
import { InvalidImageError } from '@heirloom/media';
import { PhotoDerivativesService } from '@heirloom/processors';
import { StorageService } from '@heirloom/storage';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AccessService } from '../access/access.service';
import { AuthUser } from '../auth/auth-user';
import { findDerivedImage, findStoredFile } from './stored-file.finder';

export type PhotoFileKind = 'file' | 'thumbnail' | 'preview' | 'playback';

/** A stored file ready to be sent: its headers and a way to read it. */
export interface ServedFile {
  contentType: string;
  etag: string;
  size: number;
  /** Set when it is sent to be saved (Content-Disposition: attachment) under this name. */
  attachmentName?: string;
  /**
   * A derived image's version (the ?v of its URL), set only when the file is the one that version names: asked for
   * by it, the answer may be kept for good (versioned-image.ts).
   */
  version?: string;
  /** The whole file, or the bytes from start to end included. */
  open(range?: { start: number; end: number }): Readable;
}

const MISSING = 'Photo not found';
const NO_THUMBNAIL = 'This photo has no thumbnail: its image could not be read';
const NOT_A_VIDEO = 'This is a photo: only videos have a playback file';
const PLAYBACK_FAILED = 'This video could not be prepared for playback in a browser: download the original to watch it';
const playbackPending = (progress: number | null) =>
  `This video is still being prepared for playback${progress === null ? '' : ` (${progress}% done)`}: try again in a moment`;
const NO_VIDEO_IMAGE = 'This video has no thumbnail or preview yet';

/**
 * The original, thumbnail and preview of a photo, for members of its family. A thumbnail or preview that the job
 * has not written yet is made on the spot. ETags come from the original's SHA-256, with the derivatives' version for
 * a thumbnail or preview (stored-file.finder.ts): an ETag changes only when the file does.
 *
 * A photo whose thumbnail could not be made is not rendered again on every request (only after a cool-down):
 * /thumbnail answers 404 at once, so a grid shows its placeholder without loading the full-size file for a small
 * tile, and /preview serves the original, which is what the person opened the photo to see and all there is.
 */
@Injectable()
export class PhotoFilesService {
  constructor(
    private readonly access: AccessService,
    private readonly repository: PhotosRepository,
    private readonly storage: StorageService,
    private readonly derivatives: PhotoDerivativesService,
  ) {}

  async open(user: AuthUser, photoId: number, kind: PhotoFileKind): Promise<ServedFile> {
    await this.access.requireAccess(user, 'photo.read', photoId);
    return this.read(photoId, kind);
  }

  /** A file of a photo outside the trash, for a caller that decided access itself (a share link reaching it). */
  async read(photoId: number, kind: PhotoFileKind): Promise<ServedFile> {
    const photo = await this.repository.getById(photoId);
    if (!photo) throw new NotFoundException(MISSING);
    if (kind === 'file') return this.original(photo);
    if (kind === 'playback') return this.playback(photo);
    const ready = photo.thumbnailStatus === 'ready' ? await findDerivedImage(this.storage, photo, kind) : null;
    if (ready) return ready;
    if (!this.derivatives.mayRetry(photo)) return this.withoutDerivatives(photo, kind);
    let rendered: Photo | null;
    try {
      rendered = await this.derivatives.ensureOnDemand(photoId);
    } catch (error) {
      if (error instanceof InvalidImageError) return this.withoutDerivatives(photo, kind);
      throw error;
    }
    if (!rendered) throw new NotFoundException(MISSING);
    if (rendered.thumbnailStatus !== 'ready') return this.withoutDerivatives(photo, kind); // no strategy renders it
    return this.found(await findDerivedImage(this.storage, rendered, kind));
  }

  /** The original as uploaded, byte for byte, to be saved under the name it was uploaded with. */
  async openDownload(user: AuthUser, photoId: number): Promise<ServedFile> {
    await this.access.requireAccess(user, 'photo.download', photoId);
    return this.readDownload(photoId);
  }

  /** The original as an attachment, for a caller that decided access itself. */
  async readDownload(photoId: number): Promise<ServedFile> {
    const photo = await this.repository.getRow(photoId);
    if (!photo) throw new NotFoundException(MISSING);
    return { ...(await this.original(photo)), attachmentName: photo.originalFilename };
  }

  private async original(photo: Photo): Promise<ServedFile> {
    return this.found(await findStoredFile(this.storage, photo.originalKey, photo.mimeType, `"${photo.sha256}"`));
  }

  /**
   * The MP4 a browser plays: the original when it plays as it is (no playback key), else the playback copy. 404 for
   * a photo; 409 while the copy is being made, or when it could not be.
   */
  private async playback(photo: Photo): Promise<ServedFile> {
    if (photo.mediaType !== 'video') throw new NotFoundException(NOT_A_VIDEO);
    if (photo.playbackStatus === 'failed') throw new ConflictException(PLAYBACK_FAILED);
    if (photo.playbackStatus !== 'ready') throw new ConflictException(playbackPending(photo.playbackProgress));
    if (!photo.playbackKey) return this.found(await findStoredFile(this.storage, photo.originalKey, 'video/mp4', `"${photo.sha256}"`));
    return this.found(await findStoredFile(this.storage, photo.playbackKey, 'video/mp4', `"${photo.sha256}-playback"`));
  }

  private async withoutDerivatives(photo: Photo, kind: 'thumbnail' | 'preview'): Promise<ServedFile> {
    // A video's original is no stand-in for an image: a browser cannot show it in an <img>.
    if (photo.mediaType === 'video') throw new NotFoundException(NO_VIDEO_IMAGE);
    if (kind === 'thumbnail') throw new NotFoundException(NO_THUMBNAIL);
    return this.original(photo);
  }

  private found(file: ServedFile | null): ServedFile {
    if (!file) throw new NotFoundException(MISSING);
    return file;
  }
}
