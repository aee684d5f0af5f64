import { DataSource } from 'typeorm';
import { rankByRelevance } from './search-ranking';
import { SEARCH_SOURCES } from './search-sources';
import { SearchTerms } from './search-terms';

export type SearchedTable = 'photos' | 'stories' | 'comments';
/** The photo columns holding places: the places people typed, and the geocoded ones. */
export type PlaceColumn = 'location' | 'display_location';
/** The photo columns suggestions come from: the places, and descriptions. */
export type SuggestedColumn = PlaceColumn | 'description';

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
 * How many of a question's matches are ranked by relevance: the newest this many (by row id); the rest follow newest
 * first. Both indexes hand a word's rows out newest first, so a common word costs the same at a thousand matches as
 * at a hundred thousand. What it gives up: an older row that matches better than every one of the newest 200 is not
 * on the first page (it is further down, by date). As many as a search ranks and keeps at once (RANKED_PER_SEARCH).
 */
export const RANKED_CANDIDATES = 200;

/** One SQL statement and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A question's matches, as statements of the index's dialect. */
export interface Matches {
  /** Lists the ids (as `id`, each once) of the newest `limit` of them, newest first. */
  newest(limit: number): Statement;
  /**
   * The ids (as `id`) of the newest `ranked`, each with how many match (as `found`, the same on every row) up to
   * `counted`: reading further only to count costs as much as the families hold.
   */
  candidates(ranked: number, counted: number): Statement;
}

/** Candidates counted by listing the newest `counted` and numbering them (one pass over what they read). */
export const countedByListing =
  (newest: Matches['newest']): Matches['candidates'] =>
  (ranked, counted) => {
    const listed = newest(counted);
    return { sql: `SELECT id, COUNT(*) OVER () AS found FROM (${listed.sql}) newest ORDER BY id DESC LIMIT ${ranked}`, params: listed.params };
  };

/**
 * The search index of the database in use (one implementation per dialect): SQLite's FTS5 tables, or MariaDB/MySQL's
 * word tables and FULLTEXT indexes. Scope terms are never empty and familyIds never empty when called.
 */
export abstract class SearchIndex {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly rankedCandidates = RANKED_CANDIDATES,
    private readonly countedMatches = COUNTED_MATCHES,
  ) {}

  /**
   * The rows of `table` in the scope with every word: the newest RANKED_CANDIDATES ranked best first (newest first
   * among equals, search-ranking.ts), then every older match newest first; pages past COUNTED_MATCHES still list
   * them. One statement reads the candidates' texts and counts the matches (up to COUNTED_MATCHES and one more, to
   * tell there are more): the first pages need no other.
   */
  async find(table: SearchedTable, scope: SearchScope, { limit, offset }: { limit: number; offset: number }): Promise<SearchHits> {
    const matches = await this.matches(table, scope);
    const { textColumns, weights } = SEARCH_SOURCES[table];
    const candidates = matches.candidates(this.rankedCandidates, this.countedMatches + 1);
    const rows: Array<Record<string, string | null> & { id: number | string; found: number | string }> = await this.dataSource.query(
      `SELECT n.id, n.found, ${textColumns.map((column) => `t.${column}`).join(', ')} FROM (${candidates.sql}) n CROSS JOIN ${table} t ON t.id = n.id`,
      candidates.params,
    );
    const found = rows.length > 0 ? Number(rows[0].found) : 0;
    const ranked = rows.map((row) => ({ id: Number(row.id), texts: textColumns.map((column) => row[column]) }));
    const ids = rankByRelevance(ranked, weights, scope.terms).slice(offset, offset + limit);
    const end = offset + limit;
    if (end > ranked.length && found > ranked.length) {
      // Past the candidates: the index's own page, newest first.
      const start = Math.max(offset, ranked.length);
      const listed = matches.newest(end);
      const older: Array<{ id: number | string }> = await this.dataSource.query(`SELECT id FROM (${listed.sql}) listed ORDER BY id DESC LIMIT ? OFFSET ?`, [
        ...listed.params,
        end - start,
        start,
      ]);
      ids.push(...older.map((row) => Number(row.id)));
    }
    return { total: Math.min(found, this.countedMatches), capped: found > this.countedMatches, ids };
  }

  /** Distinct values of a photo column holding every word, most used first. */
  abstract suggest(column: SuggestedColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]>;

  /**
   * Distinct places of a photo column that begin with the words (the ones suggestions rank first), most used first,
   * which an index answers without looking at any other.
   */
  abstract suggestPlaces(column: PlaceColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]>;

  /**
   * The scope's rows of `table` holding every word. Neither index holds a trashed photo's rows (their triggers take
   * them out and put them back on a restore), so none is found.
   */
  protected abstract matches(table: SearchedTable, scope: SearchScope): Promise<Matches>;
}
