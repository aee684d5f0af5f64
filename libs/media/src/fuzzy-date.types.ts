/** What the fuzzy-date parser answers: the stored fuzzy_date_text, date range, precision and certainty of a photo. */

export type DatePrecision = 'decade' | 'year' | 'month' | 'day' | 'approximate';

export type DateCertainty = 'exact' | 'approximate' | 'uncertain';

export interface FuzzyDate {
  /** The input, trimmed (stored as fuzzy_date_text). */
  text: string;
  /** 'YYYY-MM-DD', first day the text can mean. */
  dateRangeStart: string;
  /** 'YYYY-MM-DD', last day the text can mean (inclusive). */
  dateRangeEnd: string;
  precision: DatePrecision;
  certainty: DateCertainty;
  /** 'MM-DD' when the text names one calendar day (Christmas 1990, 25 December 1990). */
  pinnedDay?: string;
}

export type FuzzyDateCategory = 'decades' | 'approximate' | 'seasonal' | 'partial';

export interface FuzzyDateOptions {
  /** The clock used for two-digit years and the latest accepted year; defaults to now. */
  now?: Date;
}
