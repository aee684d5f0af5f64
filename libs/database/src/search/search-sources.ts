/**
 * What the full-text index covers, named once for the schema, the reindex and the queries. family_id is indexed too
 * on SQLite (as a token, in its own column) so a search is scoped to the caller's families inside the index itself.
 */
export const PHOTO_TEXT_COLUMNS = ['description', 'location', 'display_location', 'fuzzy_date_text'] as const;

export interface SearchSource {
  table: 'photos' | 'stories' | 'comments';
  /** The SQLite FTS5 table that mirrors it. */
  fts: string;
  /** The searched text columns, in index order. */
  textColumns: readonly string[];
  /** How much a word found in each text column counts in ranking, in the same order (search-ranking.ts). */
  weights: readonly number[];
}

export const SEARCH_SOURCES: Record<SearchSource['table'], SearchSource> = {
  // A word in the description counts most, then in a place (typed or found), then in the date as typed.
  photos: { table: 'photos', fts: 'photos_fts', textColumns: PHOTO_TEXT_COLUMNS, weights: [3, 2, 2, 1] },
  stories: { table: 'stories', fts: 'stories_fts', textColumns: ['content'], weights: [1] },
  comments: { table: 'comments', fts: 'comments_fts', textColumns: ['content'], weights: [1] },
};

/**
 * MariaDB/MySQL: each searched row carries its family as a word of its own ('hlf0000000012', a STORED generated
 * column in every FULLTEXT index) so a query requires the caller's families inside the index itself
 * ('+(hlf0000000012 hlf0000000014) +summ*'): InnoDB then intersects the posting lists instead of looking up the
 * family of every row in the library that holds a common word. Letters and digits only, longer than
 * innodb_ft_min_token_size and no stopword.
 */
export const FAMILY_TOKEN_COLUMN = 'search_family';
export const FAMILY_TOKEN_PREFIX = 'hlf';
const FAMILY_TOKEN_DIGITS = 10;
export const familyToken = (familyId: number): string => `${FAMILY_TOKEN_PREFIX}${String(familyId).padStart(FAMILY_TOKEN_DIGITS, '0')}`;
/** The same token computed by the database, for the generated column. */
export const FAMILY_TOKEN_SQL = `CONCAT('${FAMILY_TOKEN_PREFIX}', LPAD(family_id, ${FAMILY_TOKEN_DIGITS}, '0'))`;

/**
 * MariaDB/MySQL FULLTEXT indexes: MATCH() must name exactly an index's columns, so the photo search has one over all
 * its texts and suggestions one per column they read; each starts with the family token column.
 */
export const FULLTEXT_INDEXES = [
  { table: 'photos', name: 'FT_photos_search', columns: [FAMILY_TOKEN_COLUMN, ...PHOTO_TEXT_COLUMNS] },
  { table: 'photos', name: 'FT_photos_description', columns: [FAMILY_TOKEN_COLUMN, 'description'] },
  { table: 'photos', name: 'FT_photos_location', columns: [FAMILY_TOKEN_COLUMN, 'location'] },
  { table: 'photos', name: 'FT_photos_display_location', columns: [FAMILY_TOKEN_COLUMN, 'display_location'] },
  { table: 'stories', name: 'FT_stories_content', columns: [FAMILY_TOKEN_COLUMN, 'content'] },
  { table: 'comments', name: 'FT_comments_content', columns: [FAMILY_TOKEN_COLUMN, 'content'] },
] as const;

/** The indexed columns of a MATCH over `textColumns`: the family token first, as in FULLTEXT_INDEXES. */
export const fulltextColumns = (textColumns: readonly string[]): string[] => [FAMILY_TOKEN_COLUMN, ...textColumns];
