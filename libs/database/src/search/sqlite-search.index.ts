import { SEARCH_SOURCES } from './search-sources';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { COUNTED_MATCHES, Matches, RANKED_CANDIDATES, SearchedTable, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { termsOf } from './search-terms';
import { trashedRowIds, visiblePhoto } from '../repositories/photo-visibility';

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
 * much as the families hold. The rows are the same either way. Past it, the index intersects.
 */
export const FEW_MATCHES = 500;

/**
 * In a larger library the bar rises to one row in this many of the table: the families' token lists that the index
 * intersects grow with the library, a rare word's rows with its own use. At 1,000,000 photos a comment word in 561
 * rows took 1.3 ms intersected and 0.3 ms alone.
 */
export const RARE_SHARE = 500;

/**
 * Whether words are rare changes slowly, and telling costs a look-up of its own (a prefix makes FTS5 merge every
 * matching word's entries first): the answer is kept a while per table and words. Either way gives the same rows.
 */
const RARITY_KEPT = { max: 10_000, ttl: 10 * 60 * 1000 };

/** The rows a visible match of `content` (aliased t) shows: its own for a photo, its photo's for a story or comment. */
const visibleRow = (table: SearchedTable): { join: string; visible: string } =>
  table === 'photos' ? { join: '', visible: visiblePhoto('t') } : { join: 'CROSS JOIN photos tp ON tp.id = t.photo_id', visible: visiblePhoto('tp') };

/** Search on SQLite: the FTS5 tables of the search-index migration, kept in step by triggers. */
export class SqliteSearchIndex extends SearchIndex {
  private readonly rare = new LRUCache<string, boolean>(RARITY_KEPT);
  private readonly sizes = new LRUCache<string, number>(RARITY_KEPT);

  constructor(
    dataSource: DataSource,
    private readonly fewMatches = FEW_MATCHES,
    rankedCandidates = RANKED_CANDIDATES,
    countedMatches = COUNTED_MATCHES,
    private readonly rareShare = RARE_SHARE,
  ) {
    super(dataSource, rankedCandidates, countedMatches);
  }

  /**
   * The scope's rows holding the words: by the words alone when they are rare, else intersected. Rows of trashed
   * photos are in the index (their texts are kept for a restore) and are left out here: a rare word's few rows one by
   * one, by their photo; the intersected ones by the set of the families' trashed rows, read once.
   */
  protected async matches(table: SearchedTable, scope: SearchScope): Promise<Matches> {
    const { fts, table: content, textColumns } = SEARCH_SOURCES[table];
    const words = ftsWords(scope, textColumns);
    const families = scope.familyIds.map(() => '?').join(', ');
    const newest = (from: string, params: unknown[]): Matches => ({
      newest: (limit) => ({ sql: `SELECT ${fts}.rowid AS id ${from} ORDER BY id DESC LIMIT ${limit}`, params }),
    });
    if (!(await this.isRare(table, words))) {
      return newest(`FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${trashedRowIds(table, families)})`, [ftsMatch(scope, textColumns), ...scope.familyIds]);
    }
    const { join, visible } = visibleRow(table);
    return newest(
      // CROSS JOIN: SQLite keeps the index as the outer loop, each row's family (and photo) by id.
      `FROM ${fts} CROSS JOIN ${content} t ON t.id = ${fts}.rowid ${join}
       WHERE ${fts} MATCH ? AND t.family_id IN (${families}) AND ${visible}`,
      [words, ...scope.familyIds],
    );
  }

  private async isRare(table: SearchedTable, words: string): Promise<boolean> {
    const { fts } = SEARCH_SOURCES[table];
    const key = `${fts} ${words}`;
    let rare = this.rare.get(key);
    if (rare === undefined) {
      const few = Math.max(this.fewMatches, Math.floor((await this.sizeOf(table)) / this.rareShare));
      const [{ found }] = await this.dataSource.query(`SELECT COUNT(*) AS found FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${few + 1})`, [words]);
      rare = Number(found) <= few;
      this.rare.set(key, rare);
    }
    return rare;
  }

  /** About how many rows the table holds (its highest id: one step down the primary key), kept as long as rarity. */
  private async sizeOf(table: SearchedTable): Promise<number> {
    let size = this.sizes.get(table);
    if (size === undefined) {
      const [{ highest }] = await this.dataSource.query(`SELECT MAX(id) AS highest FROM ${table}`);
      size = Number(highest ?? 0);
      this.sizes.set(table, size);
    }
    return size;
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
