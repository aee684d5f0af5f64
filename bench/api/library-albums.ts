import { FAMILIES, instant, memberOfFamily, MEMBERS_PER_FAMILY, photoOfFamily, photosPerFamily } from './library-shape';
import { Random } from './random';

/**
 * The library's albums and trash. Both are drawn apart from the rest of the library (per photo id, per family), so
 * the photos, texts and tags stay the same as without them, and a family's albums and trash are known without
 * generating the whole library (the scenarios need family 1's).
 */

/**
 * One photo in 200 is in its family's trash (30 days of deletions), deleted in January 2025: family 1's trash holds 4
 * photos at 10,000, 17 at 100,000 and 124 at 1,000,000.
 */
const TRASHED_ONE_IN = 200;
const TRASH_START = Date.parse('2025-01-01T00:00:00Z');

/** MurmurHash3's finaliser: every bit of the id stirs every bit of the hash, so each family gets its share of the trash. */
function hash(id: number): number {
  let h = id;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** When photo `id` went to the trash ('YYYY-MM-DD HH:MM:SS.mmm'), or null if it did not. */
export function trashedAt(id: number): string | null {
  const h = hash(id);
  if (h % TRASHED_ONE_IN !== 0) return null;
  return instant(TRASH_START + (Math.floor(h / TRASHED_ONE_IN) % (30 * 86_400)) * 1000);
}

/** A family's photos outside the trash. */
export function visiblePhotosOf(photos: number, family: number): number {
  let visible = 0;
  for (let k = 0; k < photosPerFamily(photos, family); k++) if (trashedAt(photoOfFamily(family, k)) === null) visible++;
  return visible;
}

/**
 * About one album per 200 photos of a family, at least three; each holds 10 to 200 of the family's photos uploaded
 * one after another (an event, a box of scans), so albums overlap now and then. A third have a chosen cover.
 */
const PHOTOS_PER_ALBUM = 200;
const ALBUM_SIZE = { min: 10, max: 200 };
const ALBUM_NAMES = ['Christmas', 'Summer holiday', 'Wedding', 'Birthday', 'Grandma\'s box', 'School years', 'Lake house', 'Road trip', 'Graduation', 'Easter'];

interface FamilyAlbum {
  name: string;
  createdBy: number;
  cover: number | null;
  photos: number[];
}

function familyAlbums(photos: number, family: number): FamilyAlbum[] {
  const random = new Random(7_000 + family);
  const own = photosPerFamily(photos, family);
  const count = Math.max(3, Math.round(own / PHOTOS_PER_ALBUM));
  return Array.from({ length: count }, () => {
    const size = Math.min(own, random.int(ALBUM_SIZE.min, ALBUM_SIZE.max));
    const first = random.int(0, own - size);
    const members = Array.from({ length: size }, (_, k) => photoOfFamily(family, first + k));
    const cover = random.chance(1 / 3) ? random.pick(members) : null;
    const name = `${random.pick(ALBUM_NAMES)} ${random.int(1950, 2024)}`;
    return { name, createdBy: memberOfFamily(family, random.int(0, MEMBERS_PER_FAMILY - 1)), cover, photos: members };
  });
}

/** Every family's albums in turn, with their ids (from 1, family 1's first). */
function* numberedAlbums(photos: number): Generator<{ id: number; family: number; album: FamilyAlbum }> {
  let id = 0;
  for (let family = 1; family <= FAMILIES; family++) for (const album of familyAlbums(photos, family)) yield { id: ++id, family, album };
}

export const ALBUM_COLUMNS = ['id', 'family_id', 'name', 'description', 'cover_photo_id', 'created_by', 'created_at', 'updated_at'];
export function* albums(photos: number): Generator<unknown[]> {
  const created = instant(new Date('2024-06-01T00:00:00Z'));
  for (const { id, family, album } of numberedAlbums(photos)) yield [id, family, album.name, null, album.cover, album.createdBy, created, created];
}

export const ALBUM_PHOTO_COLUMNS = ['album_id', 'photo_id', 'added_at'];
export function* albumPhotos(photos: number): Generator<unknown[]> {
  const added = instant(new Date('2024-06-01T00:00:00Z'));
  for (const { id, album } of numberedAlbums(photos)) for (const photo of album.photos) yield [id, photo, added];
}

/** Family 1's largest album (the one whose page the bench reads): its id and its photos outside the trash. */
export function largestAlbumOfFirstFamily(photos: number): { id: number; visible: number; albums: number } {
  const own = familyAlbums(photos, 1);
  const sizes = own.map((album) => album.photos.filter((photo) => trashedAt(photo) === null).length);
  const largest = sizes.indexOf(Math.max(...sizes));
  return { id: largest + 1, visible: sizes[largest], albums: own.length };
}
