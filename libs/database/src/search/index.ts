export * from './search-reindex';
export * from './search-sources';
export { isMysqlFamily } from './search-index.schema';
