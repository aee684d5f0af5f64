import { parse } from 'exifr';
import { open } from 'node:fs/promises';
import { formatCameraInfo, formatCameraSettings } from './camera.formatter';

export interface GpsPosition {
  /** Decimal degrees, negative south of the equator. */
  latitude: number;
  /** Decimal degrees, negative west of Greenwich. */
  longitude: number;
  /** Metres above sea level, negative below it; null when the file has no altitude. */
  altitude: number | null;
}

export interface PhotoMetadata {
  /** Camera wall-clock time 'YYYY-MM-DDTHH:mm:ss' as written (EXIF has no zone): never shifted. */
  takenDate: string | null;
  /** 'Apple iPhone 4S' */
  cameraInfo: string | null;
  /** 'f/2.4 · 1/120 s · ISO 50 · 4.28 mm' */
  cameraSettings: string | null;
  gps: GpsPosition | null;
  /** EXIF Orientation 1..8 */
  orientation: number | null;
}

export const EMPTY_PHOTO_METADATA: Readonly<PhotoMetadata> = Object.freeze({
  takenDate: null,
  cameraInfo: null,
  cameraSettings: null,
  gps: null,
  orientation: null,
});

/** Only the tags we show: exifr then reads just the TIFF/EXIF/GPS blocks that hold them. */
const TAGS = [
  'Make', 'Model', 'DateTimeOriginal', 'CreateDate', 'ExposureTime', 'FNumber', 'ISO', 'FocalLength', 'Orientation',
  'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef', 'GPSAltitude', 'GPSAltitudeRef',
];

const EXIFR_OPTIONS = {
  pick: TAGS,
  // Raw values: dates stay the camera's 'YYYY:MM:DD HH:mm:ss' text (no Date in the server's zone), numbers stay numbers.
  reviveValues: false,
  translateValues: false,
  translateKeys: true,
  mergeOutput: true,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
};

/**
 * How much of the file is read. A JPEG's EXIF block sits at its start and is at most 64 KB; PNG writers put eXIf
 * before the image data. Reading the head ourselves also keeps file handles closed when exifr fails (exifr leaves
 * its own handle to the garbage collector when it throws on a file path).
 */
export const EXIF_HEAD_BYTES = 256 * 1024;

/**
 * Reads the EXIF fields a photo shows. A file without EXIF, or with a malformed EXIF block, gives empty metadata
 * (an upload never fails on EXIF); only a file that cannot be read at all (missing, no permission) throws.
 */
export async function readPhotoMetadata(filePath: string): Promise<PhotoMetadata> {
  const head = await readHead(filePath, EXIF_HEAD_BYTES);
  let tags: unknown;
  try {
    tags = await parse(head, EXIFR_OPTIONS);
  } catch {
    return { ...EMPTY_PHOTO_METADATA };
  }
  return toPhotoMetadata(tags);
}

async function readHead(filePath: string, bytes: number): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Maps raw exifr output (reviveValues: false) to PhotoMetadata; tolerates any shape. */
export function toPhotoMetadata(tags: unknown): PhotoMetadata {
  if (tags === null || typeof tags !== 'object') return { ...EMPTY_PHOTO_METADATA };
  const t = tags as Record<string, unknown>;
  return {
    takenDate: parseExifDateTime(t.DateTimeOriginal) ?? parseExifDateTime(t.CreateDate),
    cameraInfo: formatCameraInfo(t.Make, t.Model),
    cameraSettings: formatCameraSettings({
      fNumber: t.FNumber,
      exposureTime: t.ExposureTime,
      iso: t.ISO,
      focalLength: t.FocalLength,
    }),
    gps: toGpsPosition(t),
    orientation: Number.isInteger(t.Orientation) && (t.Orientation as number) >= 1 && (t.Orientation as number) <= 8
      ? (t.Orientation as number)
      : null,
  };
}

const EXIF_DATE_TIME = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** 'YYYY:MM:DD HH:mm:ss' (EXIF) → 'YYYY-MM-DDTHH:mm:ss'; null for blanks, zeros and impossible dates. */
export function parseExifDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = EXIF_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const probe = new Date(Date.UTC(year, month - 1, day));
  const realDay = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  if (year < 1800 || !realDay || hour > 23 || minute > 59 || second > 59) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}`;
}

function degrees(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return null;
  const [d, m = 0, s = 0] = Array.from(value as ArrayLike<unknown>, Number);
  return [d, m, s].every(Number.isFinite) ? d + m / 60 + s / 3600 : null;
}

function firstByte(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return Number((value as ArrayLike<unknown>)[0]);
  return null;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Signed decimal degrees from the EXIF GPS block; null when absent, out of range or the 0,0 "no fix" value. */
export function toGpsPosition(tags: Record<string, unknown>): GpsPosition | null {
  const lat = degrees(tags.GPSLatitude);
  const lng = degrees(tags.GPSLongitude);
  if (lat === null || lng === null) return null;
  const latitude = String(tags.GPSLatitudeRef ?? 'N').trim().toUpperCase().startsWith('S') ? -lat : lat;
  const longitude = String(tags.GPSLongitudeRef ?? 'E').trim().toUpperCase().startsWith('W') ? -lng : lng;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  const rawAltitude = typeof tags.GPSAltitude === 'number' && Number.isFinite(tags.GPSAltitude) ? tags.GPSAltitude : null;
  const altitude = rawAltitude === null ? null : firstByte(tags.GPSAltitudeRef) === 1 ? -rawAltitude : rawAltitude;
  return {
    latitude: round(latitude, 7),
    longitude: round(longitude, 7),
    altitude: altitude === null ? null : round(altitude, 2),
  };
}
