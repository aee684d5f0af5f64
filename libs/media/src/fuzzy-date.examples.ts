import { FuzzyDateCategory } from './fuzzy-date.types';

/** Examples shown to a person whose date text could not be read, per category of SPEC section 9. */
export const FUZZY_DATE_EXAMPLES: Readonly<Record<FuzzyDateCategory, readonly string[]>> = Object.freeze({
  decades: Object.freeze(['1980s', 'late 80s', 'early 1990s', "'70s", 'mid-1970s']),
  approximate: Object.freeze(['circa 1985', 'around 1992', 'c. 1985', 'about 1990', '1990?']),
  seasonal: Object.freeze(["summer '92", 'winter 1985', 'Christmas 1990', 'autumn 1988']),
  partial: Object.freeze(['1985', 'March 1990', '3/1990', '1990-03', '15 March 1990']),
});

export const FUZZY_DATE_CATEGORY_LABELS: Readonly<Record<FuzzyDateCategory, string>> = Object.freeze({
  decades: 'Decades',
  approximate: 'Approximate',
  seasonal: 'Seasonal',
  partial: 'Partial',
});

/** "Decades: 1980s, late 80s, …; Approximate: …" for error messages. */
export function describeFuzzyDateExamples(): string {
  return (Object.keys(FUZZY_DATE_EXAMPLES) as FuzzyDateCategory[])
    .map((category) => `${FUZZY_DATE_CATEGORY_LABELS[category]}: ${FUZZY_DATE_EXAMPLES[category].join(', ')}`)
    .join('; ');
}
