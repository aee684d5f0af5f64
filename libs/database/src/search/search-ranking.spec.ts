import { rankByRelevance } from './search-ranking';
import { readSearchTerms } from './search-terms';

describe(rankByRelevance.name, () => {
  const rank = (text: string, rows: Array<[number, ...Array<string | null>]>, weights = [3, 2, 2, 1]) =>
    rankByRelevance(
      rows.map(([id, ...texts]) => ({ id, texts })),
      weights,
      readSearchTerms(text),
    );

  it('counts a word in the description above the same word in a place, and a place above the date as typed', () => {
    expect(
      rank('lake', [
        [1, null, null, null, 'lake summer 1980'],
        [2, null, 'Lake Tahoe', null, null],
        [3, 'At the lake', null, null, null],
      ]),
    ).toEqual([3, 2, 1]);
  });

  it('ranks a text holding the word more often, or a shorter text holding it as often, first', () => {
    const weights = [1];
    expect(rank('kite', [[1, 'a kite'], [2, 'kite kite kite'], [3, 'a red kite over the long beach at noon']], weights)).toEqual([2, 1, 3]);
  });

  it('lists equals newest first, and a candidate it finds no word in last', () => {
    const weights = [1];
    // 9: the index found it by a form of the word this cannot tell (as FTS5 would by its own tokenizer).
    expect(rank('boat', [[4, 'boat'], [9, 'nothing'], [7, 'boat'], [5, 'boat']], weights)).toEqual([7, 5, 4, 9]);
  });

  it('reads the last word as a prefix, and folds case and accents as the indexes do', () => {
    const weights = [1];
    expect(rank('zur', [[1, 'Zürich station'], [2, 'a bazur'], [3, 'ZURICH']], weights)).toEqual([3, 1, 2]);
    expect(rank('Zoë', [[1, 'ZOE'], [2, 'zoetrope'], [3, 'zoo']], weights)).toEqual([2, 1, 3]);
  });

  it('scores every word asked for', () => {
    const weights = [1];
    expect(rank('summer garden', [[1, 'summer house'], [2, 'garden in summer'], [3, 'garden']], weights)).toEqual([2, 3, 1]);
  });
});
