import type { SuggestionResponse } from '@heirloom/contracts';

export interface RankedCandidate extends SuggestionResponse {
  /** How many photos carry the text. */
  uses: number;
}

export const MAX_SUGGESTIONS = 10;

/** The words of a text without case or accents: 'Zürich, CH' and 'zurich ch' read the same. */
export const foldText = (text: string): string =>
  (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/**
 * At most ten suggestions, one per text whatever its case, accents or punctuation (a place wins over a description
 * that reads the same), ordered: texts that start with the words typed first, then places before descriptions,
 * then the most used, then alphabetically.
 */
export function rankSuggestions(typed: string, candidates: RankedCandidate[], max = MAX_SUGGESTIONS): SuggestionResponse[] {
  const prefix = foldText(typed);
  const byText = new Map<string, RankedCandidate & { key: string; startsWith: boolean }>();
  for (const candidate of candidates) {
    const key = foldText(candidate.text);
    if (key === '') continue;
    const seen = byText.get(key);
    if (!seen) {
      byText.set(key, { ...candidate, key, startsWith: key.startsWith(prefix) });
    } else {
      seen.uses += candidate.uses;
      if (candidate.type === 'location' && seen.type !== 'location') Object.assign(seen, { text: candidate.text, type: 'location' });
    }
  }
  return [...byText.values()]
    .sort(
      (a, b) =>
        Number(b.startsWith) - Number(a.startsWith) ||
        Number(b.type === 'location') - Number(a.type === 'location') ||
        b.uses - a.uses ||
        a.key.localeCompare(b.key),
    )
    .slice(0, max)
    .map(({ text, type }) => ({ text, type }));
}
