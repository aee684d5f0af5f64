export * from './column-types';
export * from './data-source.options';
export * from './dialect';
export * from './database.module';
export * from './entities';
export * from './migration-runner';
export * from './migrations';
export * from './search';
