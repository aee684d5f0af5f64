import { toFulltextQuery } from './mysql-search.index';
import { readSearchTerms } from './search-terms';
import { ftsMatch } from './sqlite-search.index';

const scope = (text: string) => ({ familyIds: [3, 14], terms: readSearchTerms(text) });

describe(ftsMatch.name, () => {
  it('scopes to the families and requires every word, the last as a prefix', () => {
    expect(ftsMatch(scope('Old barn'), ['description', 'location'])).toBe('family_id : ("3" OR "14") AND {description location} : ("old" "barn"*)');
  });

  it('asks for the words as one phrase at the start of the column for suggestions', () => {
    expect(ftsMatch(scope('new yo'), ['location'], true)).toBe('family_id : ("3" OR "14") AND {location} : (^"new yo"*)');
  });

  it.each(['"x" OR family_id : 1', 'NEAR(a b) ^c *', "'); DROP TABLE photos_fts; --", 'a:b {c} (d)'])(
    'leaves only quoted words from %j',
    (text) => {
      const words = ftsMatch(scope(text), ['content']).split('{content} : (')[1];
      expect(words).toMatch(/^("[\p{L}\p{N}\p{M}]+"\*? ?)+\)$/u);
    },
  );
});

describe(toFulltextQuery.name, () => {
  const rules = { minLength: 3, maxLength: 84, stopwords: new Set(['the', 'at', 'with']) };

  it('requires indexed words, the last as a prefix', () => {
    expect(toFulltextQuery(readSearchTerms('summer lake'), rules)).toEqual({ against: '+summer +lake*', likeWords: [] });
  });

  it('leaves words the index does not hold (too short, stopwords) to LIKE', () => {
    expect(toFulltextQuery(readSearchTerms('at the lake NY'), rules)).toEqual({ against: '+lake', likeWords: ['at', 'the', 'ny'] });
  });

  it('answers no MATCH at all when no word is indexed', () => {
    expect(toFulltextQuery(readSearchTerms('NY at'), rules)).toEqual({ against: null, likeWords: ['ny', 'at'] });
  });

  it('never passes a boolean operator through', () => {
    expect(toFulltextQuery(readSearchTerms('+lake -sea ~boat "pier" (dock) moor*'), rules).against).toBe('+lake +sea +boat +pier +dock +moor*');
  });
});
