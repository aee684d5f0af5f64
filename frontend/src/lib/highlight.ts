/** Words as the server's search reads them: runs of letters, digits and marks, lower-cased. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Case and accents ignored, as the search index compares words ('Zoë' is 'zoe'). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export interface TextPart {
  text: string;
  /** A word of the text that a word of the query finds (equal to it, or beginning with it). */
  hit: boolean;
}

/** The text cut into the words a query's words find and the rest, for highlighting why a result matched. */
export function highlightParts(text: string, query: string): TextPart[] {
  const keys = (query.match(WORD) ?? []).map(fold);
  if (keys.length === 0) return [{ text, hit: false }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const word = fold(match[0]);
    if (!keys.some((key) => word.startsWith(key))) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
