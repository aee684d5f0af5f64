import { FaceTag } from '@heirloom/database';
import { createHash } from 'node:crypto';

/** Which tag and box a face was cut from, as a part of its storage key. */
export const sourceOf = (face: FaceTag): string =>
  [face.photoId, ...(face.region ? [face.region.x, face.region.y, face.region.width, face.region.height].map((n) => Math.round(n * 10000)) : ['all'])].join('-');

/**
 * The version of a person's face, as its URL carries it (?v=): it names the tag and box the face is cut from, so
 * a face chosen from another photo, or a box moved, is a new URL. Short and opaque: a hash of the storage key's part.
 */
export const faceVersionOf = (face: FaceTag): string => createHash('sha256').update(sourceOf(face)).digest('base64url').slice(0, 12);
