import { SearchTerms } from './search-terms';

export type SearchedTable = 'photos' | 'stories' | 'comments';
/** The photo columns suggestions come from: places people typed, geocoded places, descriptions. */
export type SuggestedColumn = 'location' | 'display_location' | 'description';

export interface SearchScope {
  /** The caller's families; nothing outside them is ever looked at. */
  familyIds: number[];
  terms: SearchTerms;
}

/**
 * A search counts each kind's matches up to this many, and says when there are more ('1000+'): counting every row of
 * a common word costs as much as the families hold (2 ms a table at 100,000 photos, ten times that at a million),
 * and nobody pages through a thousand results to check the figure.
 */
export const COUNTED_MATCHES = 1000;

export interface SearchHits {
  /** How many rows match in all, at most COUNTED_MATCHES. */
  total: number;
  /** Whether more rows match than `total` says (it stopped at COUNTED_MATCHES). */
  capped: boolean;
  /** The ids of the requested page, best match first. */
  ids: number[];
}

export interface SuggestionCandidate {
  text: string;
  /** How many photos carry this text. */
  uses: number;
}

/**
 * The full-text index of the database in use (one implementation per dialect): SQLite FTS5 tables, or
 * MariaDB/MySQL FULLTEXT indexes. Scope terms are never empty and familyIds never empty when called.
 */
export abstract class SearchIndex {
  /**
   * The rows of `table` in the scope with every word, best match first, newest first among equals. SQLite ranks only
   * the newest RANKED_CANDIDATES matches and lists older ones after them, newest first (sqlite-search.index.ts).
   * Pages past COUNTED_MATCHES still list the matches there.
   */
  abstract find(table: SearchedTable, scope: SearchScope, page: { limit: number; offset: number }): Promise<SearchHits>;

  /**
   * Distinct values of a photo column holding every word, most used first; with `fromStart`, only those that begin
   * with the words (the ones suggestions rank first), which an index answers without looking at any other.
   */
  abstract suggest(column: SuggestedColumn, scope: SearchScope, limit: number, fromStart: boolean): Promise<SuggestionCandidate[]>;

  /**
   * A page read with its total (COUNT(*) OVER (), so the matches are looked up once, not once to count and again to
   * rank). A page past the end has no row to carry the total, so only then is it counted on its own.
   */
  protected async hitsOf(rows: Array<{ id: number | string; total: number | string }>, offset: number, count: () => Promise<number>): Promise<SearchHits> {
    const ids = rows.map((row) => Number(row.id));
    const total = rows.length > 0 ? Number(rows[0].total) : offset > 0 ? await count() : 0;
    return { total: Math.min(total, COUNTED_MATCHES), capped: total > COUNTED_MATCHES, ids };
  }
}
