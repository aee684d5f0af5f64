export * from './search-reindex';
export * from './search-sources';
export { isMysqlFamily } from './search-index.schema';
export { SEARCH_VERSIONS_TABLE } from './search-versions.schema';
