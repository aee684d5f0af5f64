export * from './search-bulk-load';
export * from './search-index.provider';
export * from './search-reindex';
export * from './search-sources';
export * from './search-terms';
export * from './search.index';
export { SEARCH_VERSIONS_TABLE } from './search-versions.schema';
