import { randomUUID } from 'node:crypto';

/** Where a photo's files live. Keys are made here from server-side ids only, never from a file name. */
export interface PhotoKeys {
  original: string;
  thumbnail: string;
  preview: string;
}

const ORIGINALS = 'originals';
const THUMBNAILS = 'thumbnails';
const PREVIEWS = 'previews';
const PLAYBACK = 'playback';
const FACES = 'faces';

/**
 * Fresh keys for a new photo or video of the family: originals/12/<uuid>.heic, thumbnails/12/<uuid>.webp,
 * previews/12/<uuid>.webp. The extension is the kind's, told from the file's bytes (never the uploaded name).
 */
export function newPhotoKeys(familyId: number, extension: string): PhotoKeys {
  if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error(`Not a file extension: "${extension}"`);
  const id = randomUUID();
  return {
    original: `${ORIGINALS}/${familyId}/${id}.${extension}`,
    thumbnail: `${THUMBNAILS}/${familyId}/${id}.webp`,
    preview: `${PREVIEWS}/${familyId}/${id}.webp`,
  };
}

/** Where a video's playback copy goes, beside its original: originals/12/<uuid>.mov → playback/12/<uuid>.mp4. */
export function playbackKeyFor(originalKey: string): string {
  const [folder, familyId, name] = originalKey.split('/');
  if (folder !== ORIGINALS || !familyId || !name) throw new Error(`Not an original's key: ${originalKey}`);
  return `${PLAYBACK}/${familyId}/${name.replace(/\.[^.]*$/, '')}.mp4`;
}

/** Every file a photo has in storage: its original, thumbnail and preview, and a video's playback copy. */
export function photoFileKeys(photo: { originalKey: string; thumbnailKey: string; previewKey: string; playbackKey?: string | null }): string[] {
  return [photo.originalKey, photo.thumbnailKey, photo.previewKey, ...(photo.playbackKey ? [photo.playbackKey] : [])];
}

/**
 * Where a person's face is kept: faces/12/<person>-<photo>-<region>.webp. The name tells the tag it was cut from
 * (`source`, made of ids and numbers by the caller), so a face is made once per tag and box.
 */
export function faceKeyFor(familyId: number, personId: number, source: string): string {
  if (!/^[a-z0-9-]{1,64}$/.test(source)) throw new Error(`Not a face source: "${source}"`);
  return `${FACES}/${familyId}/${personId}-${source}.webp`;
}

/** Every prefix holding a family's photo files (and its people's faces): deleting them removes them from storage. */
export function familyPhotoPrefixes(familyId: number): string[] {
  return [ORIGINALS, THUMBNAILS, PREVIEWS, PLAYBACK, FACES].map((folder) => `${folder}/${familyId}/`);
}
