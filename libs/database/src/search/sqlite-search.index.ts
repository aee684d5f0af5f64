import { SEARCH_SOURCES } from './search-sources';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { SearchedTable, SearchHits, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { termsOf } from './search-terms';
import { trashedRowIds, visiblePhoto } from '../repositories/photo-visibility';

/** bm25 weight per FTS column (family_id first, which only scopes and must not score). */
const WEIGHTS: Record<SearchedTable, string> = {
  photos: '0, 3, 2, 2, 1', // description, location, display_location, fuzzy_date_text
  stories: '0, 1',
  comments: '0, 1',
};

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
 * The words AND the family scope, as family_id tokens: the index intersects the families' entries with the
 * words' itself, so a common word in a big library costs as much as the caller's families hold, not the whole library.
 */
export function ftsMatch(scope: SearchScope, columns: readonly string[], fromStart = false): string {
  return `family_id : (${scope.familyIds.map((id) => `"${id}"`).join(' OR ')}) AND ${ftsWords(scope, columns, fromStart)}`;
}

/**
 * Words found in at most this many rows of the whole library are looked up without the family tokens, and their
 * rows kept to the families by id: a rare word's own entries are few, while reading the families' entries costs as
 * much as the families hold. The bm25 ranks are the same either way (the family column weighs 0). Past it, the
 * index intersects.
 */
export const FEW_MATCHES = 500;

/**
 * How many of a question's matches are ranked by relevance: the newest this many (by row id), the rest follow newest
 * first. FTS5 hands a word's rows out newest first and bm25 is reckoned only for the rows read, so a common word
 * costs the same at a thousand matches as at a hundred thousand (ranking all 2,000 matches of a common word in three
 * families took 14 ms, the newest 1,000 2 ms, and the cost grew with the families). What it gives up: an older row
 * that matches better than every one of the newest thousand is not on the first page (it is further down, by date).
 */
export const RANKED_CANDIDATES = 1000;

/** A question's matches as SQL parts: the row id, its score, and the FROM … WHERE that finds them. */
interface Matches {
  id: string;
  score: string;
  from: string;
  params: unknown[];
}

/**
 * Whether words are rare changes slowly, and telling costs a look-up of its own (a prefix makes FTS5 merge every
 * matching word's entries first): the answer is kept a while per table and words. Either way gives the same rows.
 */
const RARITY_KEPT = { max: 10_000, ttl: 10 * 60 * 1000 };

/** Search on SQLite: the FTS5 tables of the search-index migration, kept in step by triggers. */
export class SqliteSearchIndex extends SearchIndex {
  private readonly rare = new LRUCache<string, boolean>(RARITY_KEPT);

  constructor(
    private readonly dataSource: DataSource,
    private readonly fewMatches = FEW_MATCHES,
    private readonly rankedCandidates = RANKED_CANDIDATES,
  ) {
    super();
  }

  /**
   * A page of the matches in one order: the newest RANKED_CANDIDATES ranked best first (newest first among equals),
   * then every older match newest first. With no more matches than that, simply all of them ranked.
   */
  async find(table: SearchedTable, scope: SearchScope, { limit, offset }: { limit: number; offset: number }): Promise<SearchHits> {
    const matches = await this.matches(table, scope);
    const cap = this.rankedCandidates;
    const ids: number[] = [];
    let total: number | undefined;
    if (offset < cap) {
      const candidates = `SELECT ${matches.id} AS id, ${matches.score} AS score ${matches.from} ORDER BY id DESC LIMIT ${cap}`;
      const rows: Array<{ id: number | string; found: number | string }> = await this.dataSource.query(
        `SELECT id, COUNT(*) OVER () AS found FROM (${candidates}) ORDER BY score, id DESC LIMIT ? OFFSET ?`,
        [...matches.params, Math.min(limit, cap - offset), offset],
      );
      ids.push(...rows.map((row) => Number(row.id)));
      // Fewer candidates than the cap: they were every match.
      if (rows.length > 0 && Number(rows[0].found) < cap) total = Number(rows[0].found);
      else if (rows.length === 0 && offset === 0) total = 0;
    }
    total ??= await this.count(matches);
    const end = Math.min(offset + limit, total);
    if (end > cap) {
      const start = Math.max(offset, cap);
      const older: Array<{ id: number | string }> = await this.dataSource.query(
        `SELECT ${matches.id} AS id ${matches.from} ORDER BY id DESC LIMIT ? OFFSET ?`,
        [...matches.params, end - start, start],
      );
      ids.push(...older.map((row) => Number(row.id)));
    }
    return { total, ids };
  }

  private async count({ from, params }: Matches): Promise<number> {
    const [{ total }] = await this.dataSource.query(`SELECT COUNT(*) AS total ${from}`, params);
    return Number(total);
  }

  /**
   * The scope's rows holding the words: by the words alone when they are rare, else intersected.
   * Rows of trashed photos are in the index (their texts are kept for a restore) and are left out here.
   */
  private async matches(table: SearchedTable, scope: SearchScope): Promise<Matches> {
    const { fts, table: content, textColumns } = SEARCH_SOURCES[table];
    const columns = { id: `${fts}.rowid`, score: `bm25(${fts}, ${WEIGHTS[table]})` };
    const words = ftsWords(scope, textColumns);
    if (!(await this.isRare(fts, words))) {
      return {
        ...columns,
        from: `FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${trashedRowIds(table)})`,
        params: [ftsMatch(scope, textColumns)],
      };
    }
    return {
      ...columns,
      // CROSS JOIN: SQLite keeps the index as the outer loop (bm25 is only defined there), each row's family by id.
      from: `FROM ${fts} CROSS JOIN ${content} t ON t.id = ${fts}.rowid
             WHERE ${fts} MATCH ? AND t.family_id IN (${scope.familyIds.map(() => '?').join(', ')}) AND t.id NOT IN (${trashedRowIds(table)})`,
      params: [words, ...scope.familyIds],
    };
  }

  private async isRare(fts: string, words: string): Promise<boolean> {
    const key = `${fts} ${words}`;
    let rare = this.rare.get(key);
    if (rare === undefined) {
      const [{ found }] = await this.dataSource.query(`SELECT COUNT(*) AS found FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${this.fewMatches + 1})`, [
        words,
      ]);
      rare = Number(found) <= this.fewMatches;
      this.rare.set(key, rare);
    }
    return rare;
  }

  async suggest(column: SuggestedColumn, scope: SearchScope, limit: number, fromStart: boolean): Promise<SuggestionCandidate[]> {
    const { fts } = SEARCH_SOURCES.photos;
    const rows: Array<{ text: string; uses: number }> = await this.dataSource.query(
      `SELECT p.${column} AS text, COUNT(*) AS uses FROM ${fts} JOIN photos p ON p.id = ${fts}.rowid
       WHERE ${fts} MATCH ? AND ${visiblePhoto('p')} GROUP BY p.${column} ORDER BY uses DESC, text LIMIT ?`,
      [ftsMatch(scope, [column], fromStart), limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }
}
