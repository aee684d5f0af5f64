/**
 * Display formats. A photo's taken_date is wall-clock time without a zone (YYYY-MM-DD or
 * YYYY-MM-DDTHH:mm:ss) and is read as local time so no zone can move it to another day.
 */
import dayjs from 'dayjs';
import type { PhotoResponse } from '@heirloom/contracts';
import { photoDateText, UNDATED, type DatedPhoto } from './dateGroups';

/** dayjs reads zone-less strings (and a bare day) as local time; `new Date('2024-01-05')` would read UTC. */
function parse(value: string) {
  return dayjs(value);
}

/** 'Jan 5, 2024' */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date.isValid() ? date.format('MMM D, YYYY') : '';
}

/** 'Jan 5, 2024, 3:04 PM' */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date.isValid() ? date.format('MMM D, YYYY, h:mm A') : '';
}

/**
 * The date chip of a photo: a fuzzy date as its group in the grids names it ("c. 1950", "1960s", "Summer 1975"; the
 * typed text when its range is unknown), else its taken date at its precision, else 'Undated' (the group it is under).
 */
export function formatPhotoDate(
  photo: Pick<PhotoResponse, 'taken_date' | 'fuzzy_date_text' | 'taken_date_precision'> & Partial<Pick<PhotoResponse, 'date_range_start' | 'date_range_end' | 'date_certainty'>>,
): string {
  if (photo.fuzzy_date_text?.trim()) {
    if (photo.date_range_start && photo.date_range_end) return photoDateText(photo as DatedPhoto);
    return photo.fuzzy_date_text.trim();
  }
  if (!photo.taken_date) return UNDATED;
  const date = parse(photo.taken_date);
  if (!date.isValid()) return UNDATED;
  switch (photo.taken_date_precision) {
    case 'decade':
      return `${Math.floor(date.year() / 10) * 10}s`;
    case 'year':
      return date.format('YYYY');
    case 'month':
      return date.format('MMMM YYYY');
    default:
      return date.format('MMMM D, YYYY');
  }
}

/** What names a photo on a card: its description, else its place, else its date (never an "Untitled" placeholder). */
export function photoTitle(photo: Parameters<typeof formatPhotoDate>[0] & Pick<PhotoResponse, 'description' | 'display_location' | 'location'>): string {
  return photo.description?.trim() || photo.display_location?.trim() || photo.location?.trim() || formatPhotoDate(photo);
}

/** Longer descriptions do not make a page's heading; it is then named by its place or date, the text shown below. */
const HEADING_LENGTH = 80;

/**
 * A photo page's heading: its description when that is one short line (then not repeated below it),
 * else its place or date with the description in full under the photo.
 */
export function photoHeading(photo: Parameters<typeof photoTitle>[0]): { title: string; describedBelow: boolean } {
  const description = photo.description?.trim() ?? '';
  if (description && description.length <= HEADING_LENGTH && !description.includes('\n')) return { title: description, describedBelow: false };
  return { title: photoTitle({ ...photo, description: null }), describedBelow: description !== '' };
}

/** Backup size: MB, or GB with 2 decimals from 1024 MB. */
export function formatBackupSize(sizeMb: number | null | undefined): string {
  if (sizeMb === null || sizeMb === undefined || Number.isNaN(sizeMb)) return '-';
  if (sizeMb >= 1024) return `${(sizeMb / 1024).toFixed(2)} GB`;
  return `${Math.round(sizeMb * 100) / 100} MB`;
}

/** The browser's local day as YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

export function formatCoordinates(lat: number, lng: number): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(5)}° ${ns}, ${Math.abs(lng).toFixed(5)}° ${ew}`;
}

/** A video's length as players show it: '0:07', '4:05', '1:02:03' (whole seconds, rounded). */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
