import type { AgeAtPhotoResponse } from '@heirloom/contracts';

/** A date as the days it can mean ('YYYY-MM-DD' both ends, inclusive), and whether it is one known day. */
export interface DaySpan {
  start: string;
  end: string;
  exact: boolean;
}

/** Whole years from the day `from` to the day `to` (both 'YYYY-MM-DD'); negative when `to` comes first. */
export function wholeYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years;
}

/**
 * A person's age in a photo from the ranges of both dates: the youngest they can be (born as late as possible, the
 * photo as early as possible) to the oldest. Null when they cannot have been born yet. `text` is what a caption
 * shows: '24' when both dates are exact days, 'about 24' when the ranges still give one age, else '22–25'.
 */
export function ageAtPhoto(birth: DaySpan, photo: DaySpan): AgeAtPhotoResponse | null {
  const max = wholeYearsBetween(birth.start, photo.end);
  if (max < 0) return null;
  const min = Math.max(0, wholeYearsBetween(birth.end, photo.start));
  const text = min === max ? (birth.exact && photo.exact ? String(min) : `about ${min}`) : `${min}–${max}`;
  return { min, max, text };
}

/** The age someone turns on `day` ('YYYY-MM-DD') when born on `birthDay`. */
export const ageTurnedOn = (birthDay: string, day: string): number => wholeYearsBetween(birthDay, day);

/** A photo's date as a span: its exact day (taken_date), else its fuzzy range, else unknown (null). */
export function photoSpanOf(photo: { takenDate: string | null; dateRangeStart: string | null; dateRangeEnd: string | null }): DaySpan | null {
  if (photo.takenDate) {
    const day = photo.takenDate.slice(0, 10);
    return { start: day, end: day, exact: true };
  }
  if (photo.dateRangeStart && photo.dateRangeEnd) {
    return { start: photo.dateRangeStart, end: photo.dateRangeEnd, exact: photo.dateRangeStart === photo.dateRangeEnd };
  }
  return null;
}
