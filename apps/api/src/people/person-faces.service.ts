import { FaceSource, PeopleRepository, Region } from '@heirloom/database';
import { PhotoDerivativesService } from '@heirloom/processors';
import { faceKeyFor, StorageService } from '@heirloom/storage';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { ServedFile } from '../photos/photo-files.service';
import { faceVersionOf, sourceOf } from './face-version';

/** The side of a face, in pixels. */
export const FACE_SIZE = 256;
const NO_FACE = 'This person is not tagged in any photo yet';

/**
 * The square of pixels around a box on an image of `width` × `height`: as wide as the box's longer side, centred on
 * the box, moved (never shrunk) to lie inside the image; without a box, the middle square of the image.
 */
export function squareAround(region: Region | null, width: number, height: number): { left: number; top: number; size: number } {
  const box = region ?? { x: 0, y: 0, width: 1, height: 1 };
  const size = Math.max(1, Math.min(width, height, Math.round(region ? Math.max(box.width * width, box.height * height) : Math.min(width, height))));
  const centreX = (box.x + box.width / 2) * width;
  const centreY = (box.y + box.height / 2) * height;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return { left: clamp(centreX - size / 2, width - size), top: clamp(centreY - size / 2, height - size), size };
}

/**
 * A person's face: a square crop of the upright preview of the photo they were tagged in last with a box (else of
 * the newest photo they are in), made once per tag and box and kept in storage, served as photo thumbnails are.
 */
@Injectable()
export class PersonFacesService {
  private readonly logger = new Logger(PersonFacesService.name);

  constructor(
    private readonly repository: PeopleRepository,
    private readonly storage: StorageService,
    private readonly derivatives: PhotoDerivativesService,
  ) {}

  async open(personId: number, keptKey: string | null): Promise<ServedFile> {
    const source = await this.repository.getFaceSource(personId);
    if (!source) throw new NotFoundException(NO_FACE);
    const key = faceKeyFor(source.familyId, personId, sourceOf(source));
    const stored = await this.storage.stat(key);
    if (!stored) await this.make(source, key);
    if (keptKey !== key) {
      await this.repository.setFaceKey(personId, key);
      if (keptKey) await this.remove(keptKey);
    }
    const size = stored?.size ?? (await this.storage.stat(key))?.size;
    if (size === undefined) throw new NotFoundException(NO_FACE);
    return {
      contentType: 'image/webp',
      etag: `"${key.replace(/[^a-z0-9-]/gi, '-')}"`,
      size,
      version: faceVersionOf(source),
      open: (range) => this.storage.openRead(key, range),
    };
  }

  /** Removes a kept face (the person deleted, or a newer face made); a failure is logged, never answered. */
  async remove(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.error({ err: error }, `The face ${key} could not be removed`);
    }
  }

  private async make(source: FaceSource, key: string): Promise<void> {
    let previewKey = source.previewKey;
    if (source.thumbnailStatus !== 'ready') {
      const photo = await this.derivatives.ensureOnDemand(source.photoId).catch(() => null);
      if (!photo || photo.thumbnailStatus !== 'ready') throw new NotFoundException('The photo this person is tagged in has no image to cut a face from yet');
      previewKey = photo.previewKey;
    }
    // The preview is upright already (the EXIF orientation applied), as the box was drawn on it.
    const image = sharp(this.storage.localPath(previewKey));
    const { width = 0, height = 0 } = await image.metadata();
    const square = squareAround(source.region, width, height);
    const temporary = this.storage.tempPath('.webp');
    try {
      await image
        .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
        .resize(FACE_SIZE, FACE_SIZE, { fit: 'fill' })
        .webp({ quality: 85 })
        .toFile(temporary);
      await this.storage.putFile(key, temporary);
    } finally {
      await rm(temporary, { force: true });
    }
  }
}
