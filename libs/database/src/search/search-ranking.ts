import { SearchTerms, termsOf, wordsOf } from './search-terms';

/** A candidate row and its searched texts, in the order of its source's columns (SEARCH_SOURCES). */
export interface CandidateTexts {
  id: number;
  texts: Array<string | null>;
}

/** The saturation and length constants of BM25, as FTS5's bm25() uses them. */
const K1 = 1.2;
const B = 0.75;

/**
 * The candidates best match first, newest (highest id) first among equals: BM25 per column, weighted by column, with
 * the mean length of the candidates' own texts as the average length. It leaves out BM25's inverse document
 * frequency, which FTS5 reckons by reading every row of the library that holds each word (1 ms a table for a common
 * word at 100,000 photos, ten times that at a million): every candidate holds every word, so it would only weigh one
 * word against another. A candidate none of whose words this finds (the index matched a form this cannot tell)
 * scores 0 and comes last.
 */
export function rankByRelevance(candidates: CandidateTexts[], weights: readonly number[], terms: SearchTerms): number[] {
  const keys = termsOf(terms).map(({ word, prefix }) => ({ key: wordsOf(word).join(''), prefix }));
  const rows = candidates.map(({ id, texts }) => ({ id, columns: weights.map((_, column) => wordsOf(texts[column] ?? '')) }));
  const averages = weights.map((_, column) => rows.reduce((sum, row) => sum + row.columns[column].length, 0) / Math.max(rows.length, 1) || 1);
  const scored = rows.map(({ id, columns }) => {
    let score = 0;
    columns.forEach((words, column) => {
      for (const { key, prefix } of keys) {
        let found = 0;
        for (const word of words) if (word === key || (prefix && word.startsWith(key))) found += 1;
        if (found > 0) score += (weights[column] * found * (K1 + 1)) / (found + K1 * (1 - B + (B * words.length) / averages[column]));
      }
    });
    return { id, score };
  });
  return scored.sort((a, b) => b.score - a.score || b.id - a.id).map((row) => row.id);
}
