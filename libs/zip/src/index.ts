export * from './entry-names';
export * from './zip-layout';
export * from './zip-stream';
