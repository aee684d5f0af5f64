/*
 * When a clip was recorded, as the wall clock of the place showed it ('YYYY-MM-DDTHH:mm:ss'), like a photo's EXIF date.
 * iPhones write `com.apple.quicktime.creationdate` in local time with its offset (2019-07-14T12:30:00+0200): its
 * wall-clock part is the answer. Otherwise `creation_time` is UTC (QuickTime stores no zone): its UTC wall clock is
 * the best there is. Cameras whose clock was never set write 1904-01-01 or 1970-01-01: those are no date.
 */
const LOCAL_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/;
const EARLIEST_YEAR = 1971;

export function videoTakenDate(tags: Record<string, string>): string | null {
  const local = LOCAL_WITH_OFFSET.exec(tags['com.apple.quicktime.creationdate'] ?? '');
  if (local && plausible(local[1])) return `${local[1]}T${local[2]}`;
  const created = tags.creation_time ? new Date(tags.creation_time) : null;
  if (!created || Number.isNaN(created.getTime())) return null;
  const iso = created.toISOString().slice(0, 19);
  return plausible(iso) ? iso : null;
}

function plausible(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= new Date().getUTCFullYear() + 1;
}
