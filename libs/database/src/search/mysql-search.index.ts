import { FAMILY_TOKEN_PREFIX, familyToken, fulltextColumns } from './search-sources';
import { countedByListing, Matches, PlaceColumn, SearchedTable, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { WORD_LENGTH, WORDS_TABLES } from './mysql-search-words.schema';
import { SearchTerms, termsOf } from './search-terms';
import { visiblePhoto } from '../repositories/photo-visibility';
import { PHOTO_PLACES_TABLE } from './mysql-photo-places.schema';

/** What the server's FULLTEXT parser leaves out of its indexes: words too short or too long, and stopwords. */
export interface FulltextRules {
  minLength: number;
  maxLength: number;
  stopwords: ReadonlySet<string>;
}

export interface FulltextQuery {
  /**
   * A BOOLEAN MODE query requiring one of the families' tokens and every indexed word
   * ('+(hlf0000000003 hlf0000000014) +lake +summ*').
   */
  against: string;
  /** Words the index cannot hold (InnoDB skips words under innodb_ft_min_token_size, 3 by default, and stopwords). */
  likeWords: string[];
}

/** A typed word that could match a family token ('hlf', 'hlf00…'): matched on the texts with LIKE instead. */
const TOKEN_LOOKALIKE = new RegExp(`^${FAMILY_TOKEN_PREFIX}\\d*$`);

/**
 * Splits the words between the FULLTEXT index and LIKE. The families' tokens are required first, so the index
 * returns only their rows. A word the index holds becomes '+word' (a prefix '+word*'); words hold only letters,
 * digits and marks, so no boolean operator can come from them. A word it does not hold ('NY', 'at', 'the') must
 * still appear, so it is matched with LIKE on word starts among the few rows the index found.
 */
export function toFulltextQuery(terms: SearchTerms, familyIds: number[], rules: FulltextRules): FulltextQuery {
  const required = [`+(${familyIds.map(familyToken).join(' ')})`];
  const likeWords: string[] = [];
  for (const { word, prefix } of termsOf(terms)) {
    const length = [...word].length;
    if (length < rules.minLength || length > rules.maxLength || rules.stopwords.has(word) || TOKEN_LOOKALIKE.test(word)) likeWords.push(word);
    else required.push(`+${word}${prefix ? '*' : ''}`);
  }
  return { against: required.join(' '), likeWords };
}

interface Condition {
  sql: string;
  params: unknown[];
}

/**
 * Search on MariaDB/MySQL: the family-ordered word tables (mysql-search-words.schema.ts) find the matches; the InnoDB
 * FULLTEXT indexes answer suggestions, which read one column's distinct texts.
 */
export class MysqlSearchIndex extends SearchIndex {
  private rules?: Promise<FulltextRules>;

  /**
   * The rows holding every word: one word leads (the first whole one, whose entries in a family are one range of
   * the key in row order; else the last, a prefix), and each other word must be among the row's words too. One
   * branch per family, each reading its range newest first as far as the limit and no further, merged: over all
   * the families at once the database read every entry of the word in them and sorted them (35,196 for 'family'
   * in the stories of three families at 1,000,000 photos). A prefix leads in two branches a family: the word as
   * typed, read in order, and the longer words it begins, which must be sorted (few when a whole word was typed, as
   * in most searches: sorting every entry of 'family%' cost 7 ms a family and table at 1,000,000 photos). A trashed
   * photo's rows have no words to find.
   */
  protected async matches(table: SearchedTable, scope: SearchScope): Promise<Matches> {
    const { table: words, rowColumn } = WORDS_TABLES[table];
    const terms = termsOf(scope.terms).map(({ word, prefix }) => ({ word: [...word].slice(0, WORD_LENGTH).join(''), prefix }));
    const lead = terms.find((term) => !term.prefix) ?? terms[0];
    const others: Condition[] = terms
      .filter((term) => term !== lead)
      .map(({ word, prefix }) => {
        const holds = prefix ? { sql: 'o.word LIKE ?', params: [`${word}%`] } : { sql: 'o.word = ?', params: [word] };
        return { sql: `EXISTS (SELECT 1 FROM ${words} o WHERE o.${rowColumn} = w.${rowColumn} AND ${holds.sql})`, params: holds.params };
      });
    // A longer word's rows can hold the word as typed too, or several longer words.
    const leads: Array<Condition & { distinct: boolean }> = [{ sql: 'w.word = ?', params: [lead.word], distinct: false }];
    if (lead.prefix) leads.push({ sql: 'w.word LIKE ? AND w.word > ?', params: [`${lead.word}%`, lead.word], distinct: true });
    const branches = scope.familyIds.flatMap((familyId) =>
      leads.map((leading) => ({
        sql: `SELECT ${leading.distinct ? 'DISTINCT ' : ''}w.${rowColumn} AS id FROM ${words} w
              WHERE w.family_id = ? AND ${[leading, ...others].map((part) => part.sql).join(' AND ')}`,
        params: [familyId, ...leading.params, ...others.flatMap((part) => part.params)],
      })),
    );
    const params = branches.flatMap((branch) => branch.params);
    const newest: Matches['newest'] = (limit) => {
      const ordered = branches.map((branch) => `${branch.sql} ORDER BY w.${rowColumn} DESC LIMIT ${limit}`);
      if (ordered.length === 1) return { sql: ordered[0], params };
      const merged = ordered.map((branch) => `(${branch})`).join(' UNION ALL ');
      return { sql: `SELECT ${lead.prefix ? 'DISTINCT ' : ''}id FROM (${merged}) branches ORDER BY id DESC LIMIT ${limit}`, params };
    };
    return { newest, candidates: countedByListing(newest) };
  }

  async suggest(column: SuggestedColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]> {
    const where = await this.fulltextCondition([column], scope);
    const rows: Array<{ text: string; uses: number }> = await this.dataSource.query(
      // Grouped by the exact text, as on SQLite (the column's collation would merge 'Berlin' and 'berlin' at random).
      `SELECT MIN(t.${column}) AS text, COUNT(*) AS uses FROM photos t WHERE ${where.sql}
       GROUP BY t.${column} COLLATE utf8mb4_bin ORDER BY uses DESC, text LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }

  /**
   * The places beginning with the words, from the families' kept counts (mysql-photo-places.schema.ts): a range of
   * the key per family, one row per place, however many photos carry them. `folded` compares as the photos' LIKE
   * did, ignoring case and accents; the same text in several families is added up.
   */
  async suggestPlaces(column: PlaceColumn, scope: SearchScope, limit: number): Promise<SuggestionCandidate[]> {
    const rows: Array<{ text: string; uses: number | string }> = await this.dataSource.query(
      `SELECT place AS text, SUM(uses) AS uses FROM ${PHOTO_PLACES_TABLE} WHERE family_id IN (?) AND source = ? AND folded LIKE ?
       GROUP BY place ORDER BY uses DESC, place COLLATE utf8mb4_unicode_ci, place LIMIT ?`,
      [scope.familyIds, column, `${scope.terms.words.join(' ')}%`, limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }

  /**
   * The WHERE clause of photos whose `columns` hold every word: family scope, MATCH, LIKEs for the words the index
   * does not hold, and no trashed photo (the trash keeps its texts indexed for a restore).
   */
  private async fulltextCondition(columns: readonly string[], scope: SearchScope): Promise<Condition> {
    const { against, likeWords } = toFulltextQuery(scope.terms, scope.familyIds, await this.fulltextRules());
    // MATCH names exactly the columns of one FULLTEXT index (FULLTEXT_INDEXES).
    const match = `MATCH(${fulltextColumns(columns).map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;
    // The family condition again on the rows found: the token is how the index narrows, not what isolation rests on.
    const parts: Condition[] = [{ sql: match, params: [against] }, { sql: 't.family_id IN (?)', params: [scope.familyIds] }, { sql: visiblePhoto('t'), params: [] }];
    for (const word of likeWords) {
      parts.push({
        sql: `(${columns.map((c) => `t.${c} LIKE ? OR t.${c} LIKE ?`).join(' OR ')})`,
        params: columns.flatMap(() => [`${word}%`, `% ${word}%`]),
      });
    }
    return { sql: parts.map((part) => part.sql).join(' AND '), params: parts.flatMap((part) => part.params) };
  }

  /** Read once from the server: the index was built with its settings. */
  private fulltextRules(): Promise<FulltextRules> {
    this.rules ??= this.readFulltextRules().catch((error) => {
      this.rules = undefined;
      throw error;
    });
    return this.rules;
  }

  private async readFulltextRules(): Promise<FulltextRules> {
    const [settings] = await this.dataSource.query(
      `SELECT @@innodb_ft_min_token_size AS min_length, @@innodb_ft_max_token_size AS max_length,
              @@innodb_ft_enable_stopword AS stopwords_on, @@innodb_ft_server_stopword_table AS stopword_table`,
    );
    let stopwords: Array<{ value: string }> = [];
    if (Number(settings.stopwords_on) === 1) {
      const custom = typeof settings.stopword_table === 'string' && settings.stopword_table !== '' ? settings.stopword_table : null;
      const source = custom
        ? custom
            .split('/')
            .map((part: string) => `\`${part.replace(/`/g, '``')}\``)
            .join('.')
        : 'information_schema.INNODB_FT_DEFAULT_STOPWORD';
      stopwords = await this.dataSource.query(`SELECT value FROM ${source}`);
    }
    return {
      minLength: Number(settings.min_length),
      maxLength: Number(settings.max_length),
      stopwords: new Set(stopwords.map((row) => String(row.value).toLowerCase())),
    };
  }
}
