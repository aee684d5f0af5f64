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
/** Printable ASCII and line breaks, where folding is only lower-casing. */
const ASCII = /^[ -~\t\n\r]*$/;
/** WORD within ASCII, once lower-cased: many times faster than the Unicode classes. */
const ASCII_WORD = /[a-z0-9]+/g;

export function readSearchTerms(text: string): SearchTerms {
  const words = (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).slice(0, MAX_SEARCH_WORDS);
  const last = words[words.length - 1];
  return { words, lastIsPrefix: last !== undefined && [...last].length >= MIN_PREFIX_LENGTH };
}

/**
 * Text folded as the full-text indexes compare it: compatibility forms, case and diacritics ignored ('Zoë' and 'ZOE'
 * both fold to 'zoe').
 */
export const foldText = (text: string): string =>
  // Most texts are plain ASCII, which only case changes: the normalising is a third of a search's ranking time.
  ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFKC');

/** The words of a text as an index splits it, folded. */
export const wordsOf = (text: string): string[] => (ASCII.test(text) ? text.toLowerCase().match(ASCII_WORD) : foldText(text).match(WORD)) ?? [];

/** Each word with whether it is looked up as a prefix. */
export const termsOf = ({ words, lastIsPrefix }: SearchTerms): Array<{ word: string; prefix: boolean }> =>
  words.map((word, i) => ({ word, prefix: lastIsPrefix && i === words.length - 1 }));
