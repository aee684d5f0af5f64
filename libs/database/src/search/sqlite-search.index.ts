import { SEARCH_SOURCES } from './search-sources';
import { DataSource } from 'typeorm';
import { COUNTED_MATCHES, Matches, PlaceColumn, RANKED_CANDIDATES, SearchedTable, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { termsOf } from './search-terms';
import { FAMILY_ROWID_SHIFT, ROW_ID_MASK } from './sqlite-fts.schema';

/**
 * An FTS5 MATCH expression for the words within `columns`. Every word is a quoted string (words hold only letters,
 * digits and marks, never a quote), so FTS5 reads no operator from them. `fromStart` asks for the words as one
 * phrase at the start of the column (^"new yo"*).
 */
export function ftsWords({ terms }: SearchScope, columns: readonly string[], fromStart = false): string {
  const words = fromStart
    ? `^"${terms.words.join(' ')}"${terms.lastIsPrefix ? '*' : ''}`
    : termsOf(terms)
        .map(({ word, prefix }) => `"${word}"${prefix ? '*' : ''}`)
        .join(' ');
  return `{${columns.join(' ')}} : (${words})`;
}

/**
 * The rowids of one family (sqlite-fts.schema.ts), newest first, as a condition FTS5 seeks by. The bounds are
 * written out (integers the server computed): bound as parameters they would be doubles past 2³¹.
 */
function familyRange(familyId: number): string {
  const first = BigInt(familyId) << BigInt(FAMILY_ROWID_SHIFT);
  return `rowid BETWEEN ${first} AND ${first + BigInt(ROW_ID_MASK)}`;
}

/** The ids of `fts`'s rows holding the words in one family, newest first (its range read forward). */
const familyBranch = (fts: string, familyId: number, limit?: number): string =>
  `SELECT ${ROW_ID_MASK} - (rowid & ${ROW_ID_MASK}) AS id FROM ${fts} WHERE ${fts} MATCH ? AND ${familyRange(familyId)}
   ORDER BY rowid${limit === undefined ? '' : ` LIMIT ${limit}`}`;

/** The families' branches as one list (each family's first, then the next's). */
const everyFamily = (fts: string, familyIds: number[], limit?: number): string =>
  familyIds.map((familyId) => `SELECT id FROM (${familyBranch(fts, familyId, limit)})`).join(' UNION ALL ');

/**
 * How many rows hold the words in the families, up to `counted`: the families' matches read one family after another,
 * the compound SELECT's LIMIT ending the reading there. Counting every match inside FTS5 cost ten times as much for a
 * common word at a million photos ("family"* in three families' photos, 16,300 matches: 0.97 ms, against 0.09 ms).
 */
const countEveryFamily = (fts: string, familyIds: number[], counted: number): string =>
  `SELECT COUNT(*) FROM (${familyIds.map((familyId) => `SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? AND ${familyRange(familyId)}`).join(' UNION ALL ')} LIMIT ${counted})`;

/**
 * Suggestions count how many photos use a text among each family's newest this many holding the words: reading every
 * one costs as many photo look-ups as the families have matches ('ber' in three families: 184 at 100,000 photos,
 * 1,841 and 5 ms a column at 1,000,000). What it gives up: a place used often, but only long ago, ranks by its recent
 * uses, or not at all past the newest 200 of a family.
 */
export const SUGGESTION_CANDIDATES = 200;

/**
 * Search on SQLite: the FTS5 tables of the family-ranges migration, kept in step by triggers. A trashed photo's rows
 * are not in them (the triggers take them out and put them back on a restore).
 */
export class SqliteSearchIndex extends SearchIndex {
  constructor(
    dataSource: DataSource,
    rankedCandidates = RANKED_CANDIDATES,
    countedMatches = COUNTED_MATCHES,
    private readonly suggestionCandidates = SUGGESTION_CANDIDATES,
  ) {
    super(dataSource, rankedCandidates, countedMatches);
  }

  /**
   * One branch per family, each reading its range newest first as far as the limit, merged: every word costs what
   * the caller's families' matches cost, however large the library.
   */
  protected async matches(table: SearchedTable, scope: SearchScope): Promise<Matches> {
    const { fts, textColumns } = SEARCH_SOURCES[table];
    const params = scope.familyIds.map(() => ftsWords(scope, textColumns));
    const newest: Matches['newest'] = (limit) => ({
      sql: scope.familyIds.length === 1 ? familyBranch(fts, scope.familyIds[0], limit) : `SELECT id FROM (${everyFamily(fts, scope.familyIds, limit)}) ORDER BY id DESC LIMIT ${limit}`,
      params,
    });
    return {
      newest,
      // The matches counted up to `counted` (the count's placeholders come first; they all take the same words).
      candidates: (ranked, counted) => {
        const listed = newest(ranked);
        return { sql: `SELECT id, (${countEveryFamily(fts, scope.familyIds, counted)}) AS found FROM (${listed.sql})`, params: [...params, ...listed.params] };
      },
    };
  }

  suggest(column: SuggestedColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]> {
    return this.countUses(column, ftsWords(scope, [column]), scope, limit);
  }

  suggestPlaces(column: PlaceColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]> {
    return this.countUses(column, ftsWords(scope, [column], true), scope, limit);
  }

  /** The column's texts among each family's newest SUGGESTION_CANDIDATES photos that `words` (a MATCH) finds, most used first. */
  private async countUses(column: SuggestedColumn, words: string, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]> {
    const { fts } = SEARCH_SOURCES.photos;
    const rows: Array<{ text: string; uses: number }> = await this.dataSource.query(
      // CROSS JOIN: the index's rows are the outer loop, each photo read by id.
      `SELECT p.${column} AS text, COUNT(*) AS uses FROM (${everyFamily(fts, scope.familyIds, this.suggestionCandidates)}) m CROSS JOIN photos p ON p.id = m.id
       GROUP BY p.${column} ORDER BY uses DESC, text LIMIT ?`,
      [...scope.familyIds.map(() => words), limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }
}
