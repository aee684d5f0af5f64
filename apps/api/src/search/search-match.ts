import type { SearchMatchField, SearchMatchResponse } from '@heirloom/contracts';
import { foldName, nameHasWords, SearchTerms } from '@heirloom/database';

/** The longest excerpt of a long text, around the first word found in it. */
export const EXCERPT_LENGTH = 160;

/** What a search found a photo by, when it was not its texts: a tagged person or its uploader, by name. */
export interface NameMatches {
  /** The names of the people tagged in the photo. */
  people: string[];
  uploader: string;
}

/** A photo's texts as the index holds them, in the order a result names them. */
export interface PhotoTexts {
  description: string | null;
  location: string | null;
  displayLocation: string | null;
  fuzzyDateText: string | null;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Where in the text the first of its words that a search word finds begins (folded as the index folds), or -1. */
function firstHit(text: string, { words, lastIsPrefix }: SearchTerms): number {
  const keys = words.map((word) => foldName(word));
  for (const token of text.matchAll(WORD)) {
    const folded = foldName(token[0]);
    if (keys.some((key, i) => folded === key || (lastIsPrefix && i === keys.length - 1 && folded.startsWith(key)))) return token.index;
  }
  return -1;
}

/** The text, or a window of it around `at`, cut at spaces and marked with ellipses where it was cut. */
export function excerptAround(text: string, at: number): string {
  const characters = [...text];
  if (characters.length <= EXCERPT_LENGTH) return text;
  const atCharacter = [...text.slice(0, at)].length;
  let start = Math.max(0, Math.min(atCharacter - Math.floor(EXCERPT_LENGTH / 3), characters.length - EXCERPT_LENGTH));
  let end = start + EXCERPT_LENGTH;
  while (start > 0 && start < atCharacter && characters[start - 1] !== ' ') start += 1;
  while (end < characters.length && end > atCharacter && characters[end] !== ' ') end -= 1;
  return `${start > 0 ? '…' : ''}${characters.slice(start, end).join('').trim()}${end < characters.length ? '…' : ''}`;
}

/**
 * Why a photo was found, for its result card: the person tagged in it whose name holds the words, else the text
 * holding the first word found (the description, the place typed or found, or the date typed), else its uploader.
 * Null when none holds a word as typed (the index matched a form this cannot tell, as a stemmed one).
 */
export function matchOf(photo: PhotoTexts, names: NameMatches, terms: SearchTerms): SearchMatchResponse | null {
  const person = names.people.find((name) => nameHasWords(name, terms.words));
  if (person) return { field: 'person', excerpt: person };
  const texts: Array<[SearchMatchField, string | null]> = [
    ['description', photo.description],
    ['place', photo.location],
    ['place', photo.displayLocation],
    ['date', photo.fuzzyDateText],
  ];
  for (const [field, text] of texts) {
    const at = text ? firstHit(text, terms) : -1;
    if (text && at >= 0) return { field, excerpt: excerptAround(text, at) };
  }
  if (nameHasWords(names.uploader, terms.words)) return { field: 'uploader', excerpt: names.uploader };
  return null;
}
