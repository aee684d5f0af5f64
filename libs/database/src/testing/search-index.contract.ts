import { DataSource } from 'typeorm';
import { readSearchTerms, termsOf, wordsOf } from '../search/search-terms';
import { SearchedTable, SearchIndex, SearchScope } from '../search/search.index';
import { searchLibraryFamily, searchLibraryText } from './search-library';

/** What a dialect's spec hands the shared scenarios: its database, holding seedSearchLibrary's photos, and its index. */
export interface SearchIndexWorld {
  dataSource: DataSource;
  photos: number;
  index(rankedCandidates?: number, countedMatches?: number): SearchIndex;
}

const scope = (text: string, familyIds: number[]): SearchScope => ({ familyIds, terms: readSearchTerms(text) });

/** The ids a search must find, newest first: every row of the families whose text holds each word (the last as a prefix). */
function expectedMatches(photos: number, text: string, familyIds: number[], trashed: ReadonlySet<number> = new Set()): number[] {
  const terms = termsOf(readSearchTerms(text));
  const ids: number[] = [];
  for (let id = photos; id >= 1; id--) {
    if (!familyIds.includes(searchLibraryFamily(id)) || trashed.has(id)) continue;
    const words = wordsOf(searchLibraryText(id));
    if (terms.every(({ word, prefix }) => words.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word)))) ids.push(id);
  }
  return ids;
}

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

/**
 * What every search index must answer, checked against the matches worked out from the library's texts (its photos
 * and their comments share ids and texts): each family's matches read newest first as far as a page needs and
 * merged, the newest ranked, the rest listed newest first past the candidates and the count, page by page.
 */
export function searchIndexScenarios(world: () => SearchIndexWorld): void {
  it.each<[string, number[], SearchedTable]>([
    ['lake', [1, 2, 3], 'photos'],
    ['summer', [1, 3], 'comments'],
    ['ga', [2], 'photos'],
    // A prefix of two words a row can hold both of ('lake' and 'lantern').
    ['la', [1, 3], 'comments'],
    ['kite harb', [1, 2], 'comments'],
    ['zeppelin', [1, 2, 3], 'photos'],
  ])('"%s" in families %j (%s): the newest ranked, then the rest newest first, page by page, counted up to the cap', async (text, familyIds, table) => {
    const CAP = 10;
    const { photos, index } = world();
    const expected = expectedMatches(photos, text, familyIds);
    expect(expected.length).toBeGreaterThan(CAP);
    const ranked = await index(CAP).find(table, scope(text, familyIds), { limit: CAP, offset: 0 });
    expect(newestFirst(ranked.ids)).toEqual(expected.slice(0, CAP));
    const listed = [...ranked.ids, ...expected.slice(CAP)];
    for (const counted of [10_000, 25]) {
      for (const size of [3, 7, 25]) {
        const seen: number[] = [];
        for (let offset = 0; offset < expected.length + size; offset += size) {
          const page = await index(CAP, counted).find(table, scope(text, familyIds), { limit: size, offset });
          expect(page.total).toBe(Math.min(expected.length, counted));
          expect(page.capped).toBe(expected.length > counted);
          seen.push(...page.ids);
        }
        expect(seen).toEqual(listed);
      }
    }
  });

  it('finds nothing outside the families, and nothing when a word is missing', async () => {
    const { photos, index } = world();
    const { ids } = await index().find('photos', scope('lake', [2]), { limit: 200, offset: 0 });
    expect(newestFirst(ids)).toEqual(expectedMatches(photos, 'lake', [2]));
    expect(await index().find('photos', scope('lake nowhere', [1, 2, 3]), { limit: 200, offset: 0 })).toEqual({ total: 0, capped: false, ids: [] });
  });

  it.each<SearchedTable>(['photos', 'comments'])('leaves out the %s of trashed photos, and finds them again once restored', async (table) => {
    const { dataSource, photos, index } = world();
    const trashed = new Set(expectedMatches(photos, 'lake', [1, 2, 3]).slice(0, 5));
    await dataSource.query(`UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id IN (${[...trashed].join(', ')})`);
    try {
      const after = await index().find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
      expect(newestFirst(after.ids)).toEqual(expectedMatches(photos, 'lake', [1, 2, 3], trashed));
      expect(after.total).toBe(after.ids.length);
    } finally {
      await dataSource.query('UPDATE photos SET deleted_at = NULL WHERE deleted_at IS NOT NULL');
    }
    const restored = await index().find(table, scope('lake', [1, 2, 3]), { limit: 1000, offset: 0 });
    expect(newestFirst(restored.ids)).toEqual(expectedMatches(photos, 'lake', [1, 2, 3]));
  });

  it('suggests the texts of the families’ photos holding the words, most used first, none of the trash', async () => {
    const { dataSource, photos, index } = world();
    const uses = new Map<string, number>();
    for (const id of expectedMatches(photos, 'kite', [1, 3])) uses.set(searchLibraryText(id), (uses.get(searchLibraryText(id)) ?? 0) + 1);
    const expected = [...uses].map(([text, count]) => ({ text, uses: count })).sort((a, b) => b.uses - a.uses || (a.text < b.text ? -1 : 1));
    expect(await index().suggest('description', scope('kite', [1, 3]), 1000)).toEqual(expected);
    const [trashed] = expectedMatches(photos, 'kite', [1, 3]);
    await dataSource.query(`UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id = ${trashed}`);
    try {
      const suggested = await index().suggest('description', scope('kite', [1, 3]), 1000);
      expect(suggested.find((row) => row.text === searchLibraryText(trashed))?.uses ?? 0).toBe(uses.get(searchLibraryText(trashed))! - 1);
    } finally {
      await dataSource.query('UPDATE photos SET deleted_at = NULL WHERE deleted_at IS NOT NULL');
    }
  });

  it('suggests the places that begin with the words, counted over the families, most used first, none of the trash', async () => {
    const { dataSource, index } = world();
    // Family 1's photos 3 to 18 and family 2's 4 (searchLibraryFamily); 21 holds the words, not at its start.
    const places: Array<[number, string]> = [[3, 'Lake Bled'], [6, 'Lake Bled'], [9, 'Lake Bled'], [4, 'Lake Bled'], [12, 'lake bled'], [15, 'lake bled'], [18, 'Lakeside'], [21, 'Bled lake']];
    for (const [id, place] of places) await dataSource.query('UPDATE photos SET location = ? WHERE id = ?', [place, id]);
    try {
      expect(await index().suggestPlaces('location', scope('lake', [1, 2]), 30)).toEqual([
        { text: 'Lake Bled', uses: 4 },
        { text: 'lake bled', uses: 2 },
        { text: 'Lakeside', uses: 1 },
      ]);
      expect(await index().suggestPlaces('location', scope('LAKE BL', [1]), 30)).toEqual([
        { text: 'Lake Bled', uses: 3 },
        { text: 'lake bled', uses: 2 },
      ]);
      expect(await index().suggestPlaces('display_location', scope('lake', [1, 2]), 30)).toEqual([]);
      await dataSource.query("UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id IN (3, 6)");
      expect(await index().suggestPlaces('location', scope('lake', [1]), 30)).toEqual([
        { text: 'lake bled', uses: 2 },
        { text: 'Lake Bled', uses: 1 },
        { text: 'Lakeside', uses: 1 },
      ]);
    } finally {
      await dataSource.query('UPDATE photos SET deleted_at = NULL, location = NULL WHERE deleted_at IS NOT NULL OR location IS NOT NULL');
    }
  });
}
