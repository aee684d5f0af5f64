import { FUZZY_DATE_EXAMPLES, describeFuzzyDateExamples } from './fuzzy-date.examples';
import { FuzzyDateCategory } from './fuzzy-date.types';

/**
 * Date text that cannot be read. The message says why and lists examples, so the API can answer it as a 400
 * as it is (prefixing the field name if it likes); `examples` carries the same examples as data.
 */
export class InvalidFuzzyDateError extends Error {
  readonly examples: Readonly<Record<FuzzyDateCategory, readonly string[]>> = FUZZY_DATE_EXAMPLES;

  constructor(
    readonly input: string,
    readonly reason: string,
  ) {
    super(`${reason} Try one of these forms. ${describeFuzzyDateExamples()}.`);
    this.name = 'InvalidFuzzyDateError';
  }
}
