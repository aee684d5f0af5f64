import dayjs from 'dayjs';
import type { PhotoResponse } from '@heirloom/contracts';

/** `P`: the photo as the caller holds it (a timeline photo with its family, say), kept as it is. */
export interface MonthGroup<P extends PhotoResponse = PhotoResponse> {
  key: string;
  month: number;
  label: string;
  photos: P[];
}

export interface YearGroup<P extends PhotoResponse = PhotoResponse> {
  year: number;
  months: MonthGroup<P>[];
  count: number;
}

/**
 * The date a photo is placed by, the same the server sorts by: taken_date, else the start of its fuzzy
 * range, else its upload date.
 */
export function placementDate(photo: Pick<PhotoResponse, 'taken_date' | 'date_range_start' | 'upload_date' | 'sort_date'>) {
  const value = photo.taken_date || photo.date_range_start || photo.sort_date || photo.upload_date;
  return dayjs(value);
}

/**
 * Groups photos by year, then month, keeping the order the server gave (the list is already sorted).
 * Runs in one pass so it stays cheap for thousands of photos.
 */
export function groupByYearMonth<P extends PhotoResponse>(photos: P[]): YearGroup<P>[] {
  const years: YearGroup<P>[] = [];
  const yearIndex = new Map<number, YearGroup<P>>();
  const monthIndex = new Map<string, MonthGroup<P>>();
  for (const photo of photos) {
    const date = placementDate(photo);
    const year = date.isValid() ? date.year() : 0;
    const month = date.isValid() ? date.month() : 0;
    let yearGroup = yearIndex.get(year);
    if (!yearGroup) {
      yearGroup = { year, months: [], count: 0 };
      yearIndex.set(year, yearGroup);
      years.push(yearGroup);
    }
    const key = `${year}-${String(month + 1).padStart(2, '0')}`;
    let monthGroup = monthIndex.get(key);
    if (!monthGroup) {
      monthGroup = { key, month, label: date.isValid() ? date.format('MMMM YYYY') : '', photos: [] };
      monthIndex.set(key, monthGroup);
      yearGroup.months.push(monthGroup);
    }
    monthGroup.photos.push(photo);
    yearGroup.count += 1;
  }
  return years;
}
