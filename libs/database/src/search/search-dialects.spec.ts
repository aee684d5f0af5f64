import { toFulltextQuery } from './mysql-search.index';
import { readSearchTerms } from './search-terms';
import { ftsWords } from './sqlite-search.index';

const scope = (text: string) => ({ familyIds: [3, 14], terms: readSearchTerms(text) });

describe(ftsWords.name, () => {
  it('requires every word within the columns, the last as a prefix', () => {
    expect(ftsWords(scope('Old barn'), ['description', 'location'])).toBe('{description location} : ("old" "barn"*)');
  });

  it('asks for the words as one phrase at the start of the column for suggestions', () => {
    expect(ftsWords(scope('new yo'), ['location'], true)).toBe('{location} : (^"new yo"*)');
  });

  it.each(['"x" OR content : 1', 'NEAR(a b) ^c *', "'); DROP TABLE photos_fts; --", 'a:b {c} (d)'])(
    'leaves only quoted words from %j',
    (text) => {
      const words = ftsWords(scope(text), ['content']).split('{content} : (')[1];
      expect(words).toMatch(/^("[\p{L}\p{N}\p{M}]+"\*? ?)+\)$/u);
    },
  );
});

describe(toFulltextQuery.name, () => {
  const rules = { minLength: 3, maxLength: 84, stopwords: new Set(['the', 'at', 'with']) };
  const families = '+(hlf0000000003 hlf0000000014)';
  const query = (text: string) => toFulltextQuery(readSearchTerms(text), [3, 14], rules);

  it('requires one of the families’ tokens and every indexed word, the last as a prefix', () => {
    expect(query('summer lake')).toEqual({ against: `${families} +summer +lake*`, likeWords: [] });
  });

  it('leaves words the index does not hold (too short, stopwords) to LIKE', () => {
    expect(query('at the lake NY')).toMatchObject({ against: `${families} +lake`, likeWords: ['at', 'the', 'ny'] });
  });

  it('still scopes by family when no word is indexed', () => {
    expect(query('NY at')).toMatchObject({ against: families, likeWords: ['ny', 'at'] });
  });

  it('never lets a typed word match a family token', () => {
    expect(query('hlf0000000003 hlf')).toMatchObject({ against: families, likeWords: ['hlf0000000003', 'hlf'] });
  });

  it('never passes a boolean operator through', () => {
    expect(query('+lake -sea ~boat "pier" (dock) moor*').against).toBe(`${families} +lake +sea +boat +pier +dock +moor*`);
  });
});
