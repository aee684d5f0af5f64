export * from './search-reindex';
export * from './search-sources';
export { SEARCH_VERSIONS_TABLE } from './search-versions.schema';
