import { FAMILY_TOKEN_PREFIX, familyToken, fulltextColumns, SEARCH_SOURCES } from './search-sources';
import { DataSource } from 'typeorm';
import { SearchedTable, SearchHits, SearchIndex, SearchScope, SuggestedColumn, SuggestionCandidate } from './search.index';
import { SearchTerms, termsOf } from './search-terms';
import { trashedRowIds, visiblePhoto } from '../repositories/photo-visibility';

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
  /** The families' tokens alone ('hlf0000000003 hlf0000000014'), to take their share back out of the relevance. */
  families: string;
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
  const families = familyIds.map(familyToken).join(' ');
  const required = [`+(${families})`];
  const likeWords: string[] = [];
  for (const { word, prefix } of termsOf(terms)) {
    const length = [...word].length;
    if (length < rules.minLength || length > rules.maxLength || rules.stopwords.has(word) || TOKEN_LOOKALIKE.test(word)) likeWords.push(word);
    else required.push(`+${word}${prefix ? '*' : ''}`);
  }
  return { against: required.join(' '), families, likeWords };
}

interface Condition {
  sql: string;
  params: unknown[];
}

/** Search on MariaDB/MySQL: InnoDB FULLTEXT indexes on the tables themselves (see the search-index migration). */
export class MysqlSearchIndex extends SearchIndex {
  private rules?: Promise<FulltextRules>;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(table: SearchedTable, scope: SearchScope, { limit, offset }: { limit: number; offset: number }): Promise<SearchHits> {
    const { where, relevance } = await this.conditions(SEARCH_SOURCES[table].textColumns, scope, table);
    const rows = await this.dataSource.query(
      `SELECT t.id, COUNT(*) OVER () AS total FROM ${table} t WHERE ${where.sql} ORDER BY ${relevance.sql} DESC, t.id DESC LIMIT ? OFFSET ?`,
      [...where.params, ...relevance.params, limit, offset],
    );
    return this.hitsOf(rows, offset, async () => {
      const [{ total }] = await this.dataSource.query(`SELECT COUNT(*) AS total FROM ${table} t WHERE ${where.sql}`, where.params);
      return Number(total);
    });
  }

  async suggest(column: SuggestedColumn, scope: SearchScope, limit: number, fromStart: boolean): Promise<SuggestionCandidate[]> {
    // From the start: a range of the (family_id, column) index per family (the collation ignores case and accents).
    const where = fromStart
      ? { sql: `t.family_id IN (?) AND t.${column} LIKE ? AND ${visiblePhoto('t')}`, params: [scope.familyIds, `${scope.terms.words.join(' ')}%`] }
      : (await this.conditions([column], scope, 'photos')).where;
    const rows: Array<{ text: string; uses: number }> = await this.dataSource.query(
      // Grouped by the exact text, as on SQLite (the column's collation would merge 'Berlin' and 'berlin' at random).
      `SELECT MIN(t.${column}) AS text, COUNT(*) AS uses FROM photos t WHERE ${where.sql}
       GROUP BY t.${column} COLLATE utf8mb4_bin ORDER BY uses DESC, text LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map((row) => ({ text: row.text, uses: Number(row.uses) }));
  }

  /**
   * The WHERE clause (family scope, MATCH, LIKEs, and no row of a trashed photo: the trash keeps its texts indexed
   * for a restore) and the relevance to order by.
   */
  private async conditions(columns: readonly string[], scope: SearchScope, table: SearchedTable): Promise<{ where: Condition; relevance: Condition }> {
    const { against, families, likeWords } = toFulltextQuery(scope.terms, scope.familyIds, await this.fulltextRules());
    // MATCH names exactly the columns of one FULLTEXT index (FULLTEXT_INDEXES).
    const match = `MATCH(${fulltextColumns(columns).map((c) => `t.${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;
    const found = { sql: match, params: [against] };
    // A token adds the same amount to every row of its family, but a smaller family's token adds more (its IDF is
    // higher): across several families that share is taken back out, so only the words rank.
    const relevance = scope.familyIds.length > 1 ? { sql: `(${match} - ${match})`, params: [against, families] } : found;
    // The family condition again on the rows found: the token is how the index narrows, not what isolation rests on.
    const parts: Condition[] = [found, { sql: 't.family_id IN (?)', params: [scope.familyIds] }, { sql: `t.id NOT IN (${trashedRowIds(table)})`, params: [] }];
    for (const word of likeWords) {
      parts.push({
        sql: `(${columns.map((c) => `t.${c} LIKE ? OR t.${c} LIKE ?`).join(' OR ')})`,
        params: columns.flatMap(() => [`${word}%`, `% ${word}%`]),
      });
    }
    return { where: { sql: parts.map((part) => part.sql).join(' AND '), params: parts.flatMap((part) => part.params) }, relevance };
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
