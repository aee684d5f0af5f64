import { Photo } from '@heirloom/database';
import { InvalidFuzzyDateError, parseExifDateTime, parseFuzzyDateOrThrow } from '@heirloom/media';
import { BadRequestException } from '@nestjs/common';

/** The date columns of a photo, set together so they never disagree. */
export type PhotoDateFields = Pick<
  Photo,
  'takenDate' | 'fuzzyDateText' | 'dateRangeStart' | 'dateRangeEnd' | 'takenDatePrecision' | 'dateCertainty' | 'monthDay'
>;

/** The date as a person sends it (SPEC section 5): trimmed fuzzy text wins, then taken_date. */
export interface PhotoDateInput {
  fuzzy_date?: string | null;
  taken_date?: string | null;
}

export const NO_DATE: Readonly<PhotoDateFields> = Object.freeze({
  takenDate: null,
  fuzzyDateText: null,
  dateRangeStart: null,
  dateRangeEnd: null,
  takenDatePrecision: null,
  dateCertainty: null,
  monthDay: null,
});

export const TAKEN_DATE_MESSAGE = 'taken_date must be a real date written like 2024-05-17 or 2024-05-17T14:30';
const TAKEN_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * A typed taken_date as stored: 'YYYY-MM-DD' stays a day, 'YYYY-MM-DDTHH:mm[:ss]' becomes 'YYYY-MM-DDTHH:mm:ss'.
 * Null when it is not one of those, not a real day or time, or outside 1800 to next year.
 */
export function normaliseTakenDate(text: string, now = new Date()): string | null {
  if (!TAKEN_DATE.test(text)) return null;
  const [day, time] = text.split('T');
  const full = parseExifDateTime(`${day}T${time ?? '00:00'}`);
  if (full === null || Number(day.slice(0, 4)) > now.getFullYear() + 1) return null;
  return time === undefined ? day : full;
}

/** An exact wall-clock date (typed, or the camera's DateTimeOriginal); never shifted by a time zone. */
export function exactDate(takenDate: string): PhotoDateFields {
  return { ...NO_DATE, takenDate, takenDatePrecision: 'day', dateCertainty: 'exact', monthDay: takenDate.slice(5, 10) };
}

/** Whether the request says anything about the date (an empty value clears it). */
export const dateWasSent = (input: PhotoDateInput): boolean => input.fuzzy_date !== undefined || input.taken_date !== undefined;

/**
 * The date a person gave, or null when they gave none (both absent or empty). Fuzzy text that cannot be read is a
 * 400 that shows examples; taken_date is expected to be checked by the DTO already.
 */
export function readDateInput(input: PhotoDateInput, now = new Date()): PhotoDateFields | null {
  const fuzzy = input.fuzzy_date?.trim();
  if (fuzzy) {
    try {
      const date = parseFuzzyDateOrThrow(fuzzy, { now });
      return {
        ...NO_DATE,
        fuzzyDateText: date.text,
        dateRangeStart: date.dateRangeStart,
        dateRangeEnd: date.dateRangeEnd,
        takenDatePrecision: date.precision,
        dateCertainty: date.certainty,
        monthDay: date.pinnedDay ?? null,
      };
    } catch (error) {
      if (error instanceof InvalidFuzzyDateError) throw new BadRequestException(`fuzzy_date: ${error.message}`);
      throw error;
    }
  }
  const taken = input.taken_date?.trim();
  if (!taken) return null;
  const normalised = normaliseTakenDate(taken, now);
  if (normalised === null) throw new BadRequestException(TAKEN_DATE_MESSAGE);
  return exactDate(normalised);
}

/** Every list's order: taken_date, else the start of the fuzzy range, else the upload time (UTC). */
export function sortDateOf(date: Pick<PhotoDateFields, 'takenDate' | 'dateRangeStart'>, uploadDate: Date): string {
  if (date.takenDate) return date.takenDate.length === 10 ? `${date.takenDate}T00:00:00` : date.takenDate;
  if (date.dateRangeStart) return `${date.dateRangeStart}T00:00:00`;
  return uploadDate.toISOString().slice(0, 19);
}
