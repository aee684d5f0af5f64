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
}

export const SEARCH_SOURCES: Record<SearchSource['table'], SearchSource> = {
  photos: { table: 'photos', fts: 'photos_fts', textColumns: PHOTO_TEXT_COLUMNS },
  stories: { table: 'stories', fts: 'stories_fts', textColumns: ['content'] },
  comments: { table: 'comments', fts: 'comments_fts', textColumns: ['content'] },
};

/**
 * MariaDB/MySQL FULLTEXT indexes: MATCH() must name exactly an index's columns, so the photo search has one over all
 * its texts and suggestions one per column they read.
 */
export const FULLTEXT_INDEXES = [
  { table: 'photos', name: 'FT_photos_search', columns: PHOTO_TEXT_COLUMNS },
  { table: 'photos', name: 'FT_photos_description', columns: ['description'] },
  { table: 'photos', name: 'FT_photos_location', columns: ['location'] },
  { table: 'photos', name: 'FT_photos_display_location', columns: ['display_location'] },
  { table: 'stories', name: 'FT_stories_content', columns: ['content'] },
  { table: 'comments', name: 'FT_comments_content', columns: ['content'] },
] as const;
