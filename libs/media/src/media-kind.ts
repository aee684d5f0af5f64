import { open } from 'node:fs/promises';

/** Every kind of file Heirloom keeps, told apart by its first bytes (never its name or declared type). */
export type PhotoKind = 'jpeg' | 'png' | 'heic' | 'heif' | 'avif' | 'webp' | 'tiff';
export type VideoKind = 'mp4' | 'mov' | 'm4v' | 'webm' | '3gp';
export type MediaKindName = PhotoKind | VideoKind;
export type MediaType = 'photo' | 'video';

export interface MediaKind {
  kind: MediaKindName;
  mediaType: MediaType;
  /** The type the original is served with. */
  mime: string;
  /** The extension its stored original gets (no dot). */
  extension: string;
}

const KINDS: Record<MediaKindName, MediaKind> = {
  jpeg: { kind: 'jpeg', mediaType: 'photo', mime: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'png', mediaType: 'photo', mime: 'image/png', extension: 'png' },
  heic: { kind: 'heic', mediaType: 'photo', mime: 'image/heic', extension: 'heic' },
  heif: { kind: 'heif', mediaType: 'photo', mime: 'image/heif', extension: 'heif' },
  avif: { kind: 'avif', mediaType: 'photo', mime: 'image/avif', extension: 'avif' },
  webp: { kind: 'webp', mediaType: 'photo', mime: 'image/webp', extension: 'webp' },
  tiff: { kind: 'tiff', mediaType: 'photo', mime: 'image/tiff', extension: 'tiff' },
  mp4: { kind: 'mp4', mediaType: 'video', mime: 'video/mp4', extension: 'mp4' },
  mov: { kind: 'mov', mediaType: 'video', mime: 'video/quicktime', extension: 'mov' },
  m4v: { kind: 'm4v', mediaType: 'video', mime: 'video/x-m4v', extension: 'm4v' },
  webm: { kind: 'webm', mediaType: 'video', mime: 'video/webm', extension: 'webm' },
  '3gp': { kind: '3gp', mediaType: 'video', mime: 'video/3gpp', extension: '3gp' },
};

/** What people call the accepted kinds, for refusals and pickers. */
export const ACCEPTED_PHOTO_KINDS = 'JPEG, PNG, HEIC/HEIF, WebP, AVIF, TIFF';
export const ACCEPTED_VIDEO_KINDS = 'MP4, MOV, M4V, WebM, 3GP';

/** Every MIME type and extension accepted, e.g. for a file picker's `accept`. */
export const ACCEPTED_MEDIA_MIMES: readonly string[] = Object.freeze([...new Set(Object.values(KINDS).map((kind) => kind.mime))]);

/**
 * How many leading bytes decide the kind. An ISO-BMFF `ftyp` box lists its brands within its first few dozen bytes
 * and a WebM's EBML header names its doctype within its first ~40; 256 leaves room for long brand lists.
 */
export const MEDIA_KIND_HEAD_BYTES = 256;

/**
 * The kind of a file from its first bytes (at least MEDIA_KIND_HEAD_BYTES of them when the file is that long), or
 * null for anything else: GIF, PDF, text, Matroska (MKV), audio-only MP4 (M4A), an empty or cut-short head.
 */
export function detectMediaKind(head: Uint8Array): MediaKind | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const name = detectKindName(bytes);
  return name ? KINDS[name] : null;
}

/** The kind of the file at this path, read from its head; a missing file throws ENOENT. */
export async function detectMediaKindOfFile(filePath: string): Promise<MediaKind | null> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(MEDIA_KIND_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return detectMediaKind(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

function detectKindName(bytes: Buffer): MediaKindName | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP' && ascii(bytes, 12, 15) === 'VP8') return 'webp';
  if (isTiff(bytes)) return 'tiff';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlDocType(bytes) === 'webm' ? 'webm' : null;
  if (ascii(bytes, 4, 8) === 'ftyp') return kindOfBrands(ftypBrands(bytes));
  if (CLASSIC_QUICKTIME_ATOMS.has(ascii(bytes, 4, 8)) && bytes.length >= 8) return 'mov';
  return null;
}

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}

/** Little-endian `II*\0` or big-endian `MM\0*` (BigTIFF: 43 instead of 42), the header every TIFF starts with. */
function isTiff(bytes: Buffer): boolean {
  return startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])
    || startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b]);
}

/**
 * QuickTime files written before `ftyp` existed (older cameras) start straight with one of these atoms. Whether
 * such a file really is a playable movie is for the video check (ffprobe) to say.
 */
const CLASSIC_QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The major brand then the compatible ones of an ISO-BMFF `ftyp` box, as far as the head holds them. */
function ftypBrands(bytes: Buffer): string[] {
  const boxSize = bytes.readUInt32BE(0);
  const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.filter(Boolean);
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2', 'miaf']);
const MOV_BRANDS = new Set(['qt  ']);
const M4V_BRANDS = new Set(['M4V ', 'M4VH', 'M4VP']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'mmp4', 'MSNV', 'dash', 'NDAS', 'XAVC', 'f4v ']);

/**
 * The major brand says what the file is; only a generic major brand defers to the compatible ones: an AVIF or HEIC
 * photo often declares 'mif1' first and its codec brand ('avif', 'heic') after. An unknown major brand is refused
 * even when 'isom' follows it: audio (M4A), Canon raw (CR3) and others declare that too.
 */
function kindOfBrands(brands: string[]): MediaKindName | null {
  const [major, ...compatible] = brands;
  const byMajor = kindOfBrand(major);
  if (byMajor !== 'heif') return byMajor;
  const kinds = compatible.map(kindOfBrand);
  return kinds.includes('avif') ? 'avif' : kinds.includes('heic') ? 'heic' : 'heif';
}

function kindOfBrand(brand: string | undefined): MediaKindName | null {
  if (!brand) return null;
  if (AVIF_BRANDS.has(brand)) return 'avif';
  if (HEIC_BRANDS.has(brand)) return 'heic';
  if (HEIF_BRANDS.has(brand)) return 'heif';
  if (MOV_BRANDS.has(brand)) return 'mov';
  if (M4V_BRANDS.has(brand)) return 'm4v';
  if (brand.startsWith('3gp') || brand.startsWith('3g2') || brand.startsWith('3ge') || brand.startsWith('3gg')) return '3gp';
  if (MP4_BRANDS.has(brand)) return 'mp4';
  return null;
}

/**
 * The DocType ('webm', 'matroska') of an EBML header: the elements of the header (ID 1A45DFA3) are walked until
 * DocType (ID 4282). IDs and sizes are EBML variable-length integers.
 */
function ebmlDocType(bytes: Buffer): string | null {
  const header = readVint(bytes, 4);
  if (!header) return null;
  let offset = 4 + header.length;
  const end = Math.min(bytes.length, offset + header.value);
  while (offset < end) {
    const id = readElementId(bytes, offset);
    if (!id) return null;
    const size = readVint(bytes, offset + id.length);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    if (id.value === 0x4282) return dataStart + size.value <= bytes.length ? bytes.toString('latin1', dataStart, dataStart + size.value).replace(/\0+$/, '') : null;
    offset = dataStart + size.value;
  }
  return null;
}

/** An element ID keeps its length marker bits: 1 to 4 bytes. */
function readElementId(bytes: Buffer, offset: number): { value: number; length: number } | null {
  const length = vintLength(bytes[offset]);
  if (!length || length > 4 || offset + length > bytes.length) return null;
  return { value: bytes.readUIntBE(offset, length), length };
}

/** A size drops its length marker; 1 to 8 bytes (sizes past 2^48 do not occur in a header). */
function readVint(bytes: Buffer, offset: number): { value: number; length: number } | null {
  const length = vintLength(bytes[offset]);
  if (!length || offset + length > bytes.length) return null;
  let value = bytes[offset] & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i];
  return { value, length };
}

function vintLength(first: number | undefined): number {
  if (first === undefined || first === 0) return 0;
  return Math.clz32(first) - 23;
}
