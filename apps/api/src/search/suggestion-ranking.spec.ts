import { foldText, rankSuggestions } from './suggestion-ranking';

describe(rankSuggestions.name, () => {
  it('puts texts that start with what was typed first', () => {
    const ranked = rankSuggestions('par', [
      { text: 'Birthday party', type: 'photo', uses: 9 },
      { text: 'Old Park Road', type: 'location', uses: 5 },
      { text: 'Paris', type: 'location', uses: 1 },
      { text: 'Party at home', type: 'photo', uses: 2 },
    ]);
    expect(ranked.map((s) => s.text)).toEqual(['Paris', 'Party at home', 'Old Park Road', 'Birthday party']);
  });

  it('ranks the more used text first among equals, then alphabetically', () => {
    const ranked = rankSuggestions('be', [
      { text: 'Bern', type: 'location', uses: 2 },
      { text: 'Berlin', type: 'location', uses: 7 },
      { text: 'Bergen', type: 'location', uses: 2 },
    ]);
    expect(ranked.map((s) => s.text)).toEqual(['Berlin', 'Bergen', 'Bern']);
  });

  it('keeps one suggestion per text whatever its case or accents, a place over a description', () => {
    const ranked = rankSuggestions('zu', [
      { text: 'zurich', type: 'photo', uses: 1 },
      { text: 'Zürich', type: 'location', uses: 1 },
      { text: 'ZURICH.', type: 'location', uses: 1 },
    ]);
    expect(ranked).toEqual([{ text: 'Zürich', type: 'location' }]);
  });

  it('answers at most ten', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => ({ text: `Place ${i}`, type: 'location' as const, uses: 1 }));
    expect(rankSuggestions('pl', candidates)).toHaveLength(10);
  });

  it('compares the words typed, whatever quotes or operators surround them', () => {
    const ranked = rankSuggestions('"new-yo', [
      { text: 'Old New York Road', type: 'location', uses: 9 },
      { text: 'New York, NY', type: 'location', uses: 1 },
    ]);
    expect(ranked.map((s) => s.text)).toEqual(['New York, NY', 'Old New York Road']);
  });

  it('folds accents, case, spacing and punctuation', () => {
    expect(foldText('  Côte   d’Azur! ')).toBe('cote d azur');
  });
});
