import { MAX_SEARCH_WORDS, readSearchTerms, termsOf } from './search-terms';

describe(readSearchTerms.name, () => {
  it('keeps words, lower-cased, and makes the last one a prefix', () => {
    expect(readSearchTerms('  Summer at the LAKE ')).toEqual({ words: ['summer', 'at', 'the', 'lake'], lastIsPrefix: true });
  });

  it('matches a last word of one character exactly', () => {
    expect(readSearchTerms('plan b')).toEqual({ words: ['plan', 'b'], lastIsPrefix: false });
  });

  it.each([
    ['"unbalanced', ['unbalanced']],
    ['beach* OR NEAR(a b) ^start', ['beach', 'or', 'near', 'a', 'b', 'start']],
    ["+lake -sea ~x <y >z (w) @2 title:\"x\"", ['lake', 'sea', 'x', 'y', 'z', 'w', '2', 'title', 'x']],
    ["'; DROP TABLE photos; --", ['drop', 'table', 'photos']],
    ['{description}: café', ['description', 'café']],
    ['O\'Brien foo_bar', ['o', 'brien', 'foo', 'bar']],
  ])('reads %j as plain words only', (text, words) => {
    expect(readSearchTerms(text).words).toEqual(words);
  });

  it('reads nothing from punctuation alone', () => {
    expect(readSearchTerms('"" ** --')).toEqual({ words: [], lastIsPrefix: false });
  });

  it('folds compatibility forms (full-width letters) the way the index does', () => {
    expect(readSearchTerms('ＢＥＡＣＨ').words).toEqual(['beach']);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(readSearchTerms(words.join(' ')).words).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });

  it('marks only the last word as a prefix', () => {
    expect(termsOf(readSearchTerms('old barn'))).toEqual([
      { word: 'old', prefix: false },
      { word: 'barn', prefix: true },
    ]);
  });
});
