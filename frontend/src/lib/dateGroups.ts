import dayjs from 'dayjs';
import type { PhotoResponse } from '@heirloom/contracts';

/** What a date label is made from: the photo's dates as the server answers them. */
export type DatedPhoto = Pick<PhotoResponse, 'taken_date' | 'fuzzy_date_text' | 'taken_date_precision' | 'date_certainty' | 'date_range_start' | 'date_range_end'>;

export const UNDATED = 'Undated';

/** A date group: its header text, and the decade it sits in (null: undated) for the decade jump. */
export interface DateGroupKey {
  key: string;
  label: string;
  decade: number | null;
}

const SEASON_WORDS: Array<[RegExp, string]> = [
  [/\bspring\b/i, 'Spring'],
  [/\bsummer\b/i, 'Summer'],
  [/\b(autumn|fall)\b/i, 'Autumn'],
  [/\bwinter\b/i, 'Winter'],
];

const HOLIDAY_WORDS: Array<[RegExp, string]> = [
  [/\bchristmas eve\b/i, 'Christmas Eve'],
  [/\b(christmas|xmas)\b/i, 'Christmas'],
  [/\bboxing day\b/i, 'Boxing Day'],
  [/\b(new ?year'?s? eve|nye|hogmanay)\b/i, "New Year's Eve"],
  [/\bnew ?year/i, "New Year's Day"],
  [/\bhalloween\b/i, 'Halloween'],
  [/\bvalentine/i, "Valentine's Day"],
  [/\beaster\b/i, 'Easter'],
  [/\bthanksgiving\b/i, 'Thanksgiving'],
];

const find = (words: Array<[RegExp, string]>, text: string): string | undefined => words.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A photo's date at the precision it is known, the same text for its group header and its card: a camera date by its
 * month ("March 1990", key by month), a typed or fuzzy one as it was meant ("c. 1950", "1960s", "Summer 1975",
 * "Christmas 1982", "1985–1987"), and no date at all "Undated".
 */
export function dateGroupOf(photo: DatedPhoto): DateGroupKey {
  const text = photo.fuzzy_date_text?.trim() ?? '';
  const start = photo.date_range_start ? dayjs(photo.date_range_start) : null;
  const end = photo.date_range_end ? dayjs(photo.date_range_end) : null;
  const taken = photo.taken_date ? dayjs(photo.taken_date) : null;
  const uncertain = photo.date_certainty === 'uncertain' ? '?' : '';
  const decadeOf = (year: number) => Math.floor(year / 10) * 10;

  if (start?.isValid() && end?.isValid() && text) {
    const [from, to] = [start.year(), end.year()];
    switch (photo.taken_date_precision) {
      case 'decade': {
        const decade = decadeOf(from);
        return { key: `decade-${decade}`, label: `${decade}s${uncertain}`, decade };
      }
      case 'approximate': {
        const middle = Math.round((from + to) / 2);
        return { key: `circa-${middle}`, label: `c. ${middle}${uncertain}`, decade: decadeOf(middle) };
      }
      case 'year':
        return from === to
          ? { key: `year-${from}`, label: `${from}${uncertain}`, decade: decadeOf(from) }
          : { key: `years-${from}-${to}`, label: `${from}–${to}${uncertain}`, decade: decadeOf(from) };
      case 'month': {
        const season = find(SEASON_WORDS, text);
        if (season) {
          const year = season === 'Winter' ? to : from;
          return { key: `season-${year}-${season}`, label: `${season} ${year}${uncertain}`, decade: decadeOf(year) };
        }
        if (start.format('YYYY-MM') === end.format('YYYY-MM')) {
          return { key: `month-${start.format('YYYY-MM')}`, label: `${start.format('MMMM YYYY')}${uncertain}`, decade: decadeOf(from) };
        }
        return { key: `months-${start.format('YYYY-MM')}-${end.format('YYYY-MM')}`, label: `${start.format('MMM YYYY')}–${end.format('MMM YYYY')}${uncertain}`, decade: decadeOf(from) };
      }
      default: {
        const holiday = find(HOLIDAY_WORDS, text);
        if (holiday) return { key: `holiday-${from}-${holiday}`, label: `${holiday} ${from}${uncertain}`, decade: decadeOf(from) };
      }
    }
  }
  const day = taken?.isValid() ? taken : start?.isValid() ? start : null;
  if (!day) return { key: 'undated', label: UNDATED, decade: null };
  return { key: `month-${day.format('YYYY-MM')}`, label: `${day.format('MMMM YYYY')}${uncertain}`, decade: decadeOf(day.year()) };
}

/** The date a card shows: its group's text, or for a day known exactly that day ("March 3, 1990"). */
export function photoDateText(photo: DatedPhoto): string {
  const group = dateGroupOf(photo);
  const exactDay = photo.taken_date && !photo.fuzzy_date_text?.trim() && (photo.taken_date_precision === 'day' || photo.taken_date_precision === null);
  if (exactDay) {
    const day = dayjs(photo.taken_date!);
    if (day.isValid()) return day.format('MMMM D, YYYY');
  }
  return group.label;
}

export interface DateGroup<P> extends DateGroupKey {
  photos: P[];
}

/**
 * Photos under their date groups, in the order the list gave them (already sorted by date): a group appears where its
 * first photo is; undated photos (listed by when they were uploaded) gather under one "Undated" group.
 */
export function groupByDate<P extends DatedPhoto>(photos: P[]): Array<DateGroup<P>> {
  const groups: Array<DateGroup<P>> = [];
  const byKey = new Map<string, DateGroup<P>>();
  for (const photo of photos) {
    const key = dateGroupOf(photo);
    let group = byKey.get(key.key);
    if (!group) {
      group = { ...key, photos: [] };
      byKey.set(key.key, group);
      groups.push(group);
    }
    group.photos.push(photo);
  }
  return groups;
}
