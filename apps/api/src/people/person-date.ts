import { InvalidFuzzyDateError, parseFuzzyDateOrThrow } from '@heirloom/media';
import { Person } from '@heirloom/database';
import { BadRequestException } from '@nestjs/common';

/** A birth or death date as stored: the photo date parser's text, range, precision and certainty. */
export interface PersonDate {
  text: string;
  rangeStart: string;
  rangeEnd: string;
  precision: NonNullable<Person['birthPrecision']>;
  certainty: NonNullable<Person['birthCertainty']>;
}

/**
 * A date as typed for a person, read by the photos' fuzzy date parser: '1931-05-02' is that day, '1931', 'about
 * 1931', 'spring 1931' a range. Empty or null: unknown (null). Unreadable: 400 naming the field, with examples.
 */
export function readPersonDate(field: 'birth_date' | 'death_date', text: string | null | undefined, now = new Date()): PersonDate | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  try {
    const date = parseFuzzyDateOrThrow(trimmed, { now });
    return { text: date.text, rangeStart: date.dateRangeStart, rangeEnd: date.dateRangeEnd, precision: date.precision, certainty: date.certainty };
  } catch (error) {
    if (error instanceof InvalidFuzzyDateError) throw new BadRequestException(`${field}: ${error.message}`);
    throw error;
  }
}

/** Whether the date is one day known exactly (a birthday to remember). */
export const isExactDay = (date: Pick<PersonDate, 'rangeStart' | 'rangeEnd' | 'precision' | 'certainty'>): boolean =>
  date.precision === 'day' && date.certainty === 'exact' && date.rangeStart === date.rangeEnd;

export const birthColumns = (date: PersonDate | null): Pick<Person, 'birthDateText' | 'birthRangeStart' | 'birthRangeEnd' | 'birthPrecision' | 'birthCertainty' | 'birthMonthDay'> => ({
  birthDateText: date?.text ?? null,
  birthRangeStart: date?.rangeStart ?? null,
  birthRangeEnd: date?.rangeEnd ?? null,
  birthPrecision: date?.precision ?? null,
  birthCertainty: date?.certainty ?? null,
  birthMonthDay: date && isExactDay(date) ? date.rangeStart.slice(5, 10) : null,
});

export const deathColumns = (date: PersonDate | null): Pick<Person, 'deathDateText' | 'deathRangeStart' | 'deathRangeEnd' | 'deathPrecision' | 'deathCertainty'> => ({
  deathDateText: date?.text ?? null,
  deathRangeStart: date?.rangeStart ?? null,
  deathRangeEnd: date?.rangeEnd ?? null,
  deathPrecision: date?.precision ?? null,
  deathCertainty: date?.certainty ?? null,
});

/** A death that surely came before the birth (the whole death range before the whole birth range) is refused. */
export function checkLifespan(birth: { rangeStart: string | null }, death: { rangeEnd: string | null }): void {
  if (birth.rangeStart && death.rangeEnd && death.rangeEnd < birth.rangeStart) {
    throw new BadRequestException('death_date must not come before birth_date');
  }
}
