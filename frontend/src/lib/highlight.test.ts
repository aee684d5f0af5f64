import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the words the query finds, by prefix, ignoring case and accents', () => {
    expect(highlightParts('Grandma feeding the Pélicans', 'pelican grand')).toEqual([
      { text: 'Grandma', hit: true },
      { text: ' feeding the ', hit: false },
      { text: 'Pélicans', hit: true },
    ]);
  });

  it('leaves a text the query does not find whole, and a query without words changes nothing', () => {
    expect(highlightParts('Pier at dusk', 'lake')).toEqual([{ text: 'Pier at dusk', hit: false }]);
    expect(highlightParts('Pier', '""')).toEqual([{ text: 'Pier', hit: false }]);
  });

  it('does not mark a word that only contains the query inside it', () => {
    expect(highlightParts('Rosebud', 'bud')).toEqual([{ text: 'Rosebud', hit: false }]);
  });
});
