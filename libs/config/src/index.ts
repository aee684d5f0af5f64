export * from './app-config';
export * from './config.errors';
export * from './config.module';
export * from './load-config';
export * from './private-files';
