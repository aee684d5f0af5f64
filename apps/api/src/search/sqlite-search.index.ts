import { SEARCH_SOURCES } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { SearchedTable, SearchHits, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { termsOf } from './search-terms';

/** bm25 weight per FTS column (family_id first, which only scopes and must not score). */
const WEIGHTS: Record<SearchedTable, string> = {
  photos: '0, 3, 2, 2, 1', // description, location, display_location, fuzzy_date_text
  stories: '0, 1',
  comments: '0, 1',
};

/**
 * An FTS5 MATCH expression: the family scope, as family_id tokens, AND every word within `columns`. Every word is
 * a quoted string (words hold only letters, digits and marks, never a quote), so FTS5 reads no operator from them.
 * The index intersects the family's entries with the words' itself, so a common word in a big library costs as
 * much as the caller's families hold, not the whole library. `fromStart` asks for the words as one phrase at the
 * start of the column (^"new yo"*).
 */
export function ftsMatch({ familyIds, terms }: SearchScope, columns: readonly string[], fromStart = false): string {
  const families = familyIds.map((id) => `"${id}"`).join(' OR ');
  const words = fromStart
    ? `^"${terms.words.join(' ')}"${terms.lastIsPrefix ? '*' : ''}`
    : termsOf(terms)
        .map(({ word, prefix }) => `"${word}"${prefix ? '*' : ''}`)
        .join(' ');
  return `family_id : (${families}) AND {${columns.join(' ')}} : (${words})`;
}

/** Search on SQLite: the FTS5 tables of the search-index migration, kept in step by triggers. */
export class SqliteSearchIndex extends SearchIndex {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(table: SearchedTable, scope: SearchScope, { limit, offset }: { limit: number; offset: number }): Promise<SearchHits> {
    const { fts, textColumns } = SEARCH_SOURCES[table];
    const match = ftsMatch(scope, textColumns);
    const rows = await this.dataSource.query(
      `SELECT id, COUNT(*) OVER () AS total FROM (SELECT rowid AS id, bm25(${fts}, ${WEIGHTS[table]}) AS score FROM ${fts} WHERE ${fts} MATCH ?)
       ORDER BY score, id DESC LIMIT ? OFFSET ?`,
      [match, limit, offset],
    );
    return this.hitsOf(rows, offset, async () => {
      const [{ total }] = await this.dataSource.query(`SELECT COUNT(*) AS total FROM ${fts} WHERE ${fts} MATCH ?`, [match]);
      return Number(total);
    });
  }

  async suggest(column: SuggestedColumn, scope: SearchScope, limit: number, fromStart: boolean): Promise<SuggestionCandidate[]> {
    const { fts } = SEARCH_SOURCES.photos;
    const rows: Array<{ text: string; uses: number }> = await this.dataSource.query(
      `SELECT p.${column} AS text, COUNT(*) AS uses FROM ${fts} JOIN photos p ON p.id = ${fts}.rowid
       WHERE ${fts} MATCH ? GROUP BY p.${column} ORDER BY uses DESC, text LIMIT ?`,
      [ftsMatch(scope, [column], fromStart), limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }
}
