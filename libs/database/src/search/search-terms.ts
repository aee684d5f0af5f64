/**
 * What a person typed, as words a full-text index can look up. Only runs of letters, digits and combining marks
 * are kept, so quotes, operators (AND, *, ^, :, +, -, NEAR(…)) and SQL can never reach a query's syntax; every word
 * is then quoted or escaped by the dialect. All words must appear; the last one is a prefix, as the person may still
 * be typing it.
 */
export interface SearchTerms {
  /** Lower-cased words, at most MAX_SEARCH_WORDS. */
  words: string[];
  /** Whether the last word is matched as a prefix (it is when it has at least two characters). */
  lastIsPrefix: boolean;
}

export const MAX_SEARCH_WORDS = 16;
export const MIN_PREFIX_LENGTH = 2;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function readSearchTerms(text: string): SearchTerms {
  const words = (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).slice(0, MAX_SEARCH_WORDS);
  const last = words[words.length - 1];
  return { words, lastIsPrefix: last !== undefined && [...last].length >= MIN_PREFIX_LENGTH };
}

/** Each word with whether it is looked up as a prefix. */
export const termsOf = ({ words, lastIsPrefix }: SearchTerms): Array<{ word: string; prefix: boolean }> =>
  words.map((word, i) => ({ word, prefix: lastIsPrefix && i === words.length - 1 }));
