import type { GpsPosition } from '../exif.reader';

/*
 * ISO 6709 point strings as phones write them into QuickTime/MP4 metadata (`com.apple.quicktime.location.ISO6709`,
 * `location`, `location-eng`): latitude, longitude, optional altitude, optional CRS, closed by '/'. Each coordinate is
 * a sign and degrees (±DD.DD, ±DDD.DD), degrees and minutes (±DDMM.MM, ±DDDMM.MM) or degrees, minutes and seconds
 * (±DDMMSS.SS, ±DDDMMSS.SS): the count of digits before the point tells which.
 */
const POINT = /^([+-]\d{2,6}(?:\.\d+)?)([+-]\d{3,7}(?:\.\d+)?)([+-]\d+(?:\.\d+)?)?(?:CRS[^/]*)?\/?$/;

/** Degrees from one coordinate; degreeDigits is 2 for a latitude, 3 for a longitude. Null when malformed. */
function toDegrees(text: string, degreeDigits: 2 | 3): number | null {
  const sign = text.startsWith('-') ? -1 : 1;
  const [whole, fraction = ''] = text.slice(1).split('.');
  const parts = { [degreeDigits]: 1, [degreeDigits + 2]: 2, [degreeDigits + 4]: 3 }[whole.length];
  if (!parts) return null;
  const degrees = Number(whole.slice(0, degreeDigits));
  const minutes = parts >= 2 ? Number(whole.slice(degreeDigits, degreeDigits + 2)) : 0;
  const seconds = parts === 3 ? Number(whole.slice(degreeDigits + 2, degreeDigits + 4)) : 0;
  const decimals = fraction ? Number(`0.${fraction}`) : 0;
  const [d, m, s] = parts === 1 ? [degrees + decimals, minutes, seconds] : parts === 2 ? [degrees, minutes + decimals, seconds] : [degrees, minutes, seconds + decimals];
  if (m >= 60 || s >= 60) return null;
  return sign * (d + m / 60 + s / 3600);
}

/** The position an ISO 6709 string names, or null when it is not one (or lies outside the globe). */
export function parseIso6709(text: string | undefined | null): GpsPosition | null {
  const match = POINT.exec((text ?? '').trim());
  if (!match) return null;
  const latitude = toDegrees(match[1], 2);
  const longitude = toDegrees(match[2], 3);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // (0, 0) is what a phone without a fix writes, not a place in the Gulf of Guinea.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude, altitude: match[3] === undefined ? null : Number(match[3]) };
}
