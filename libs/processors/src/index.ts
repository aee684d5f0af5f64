export * from './processors.module';
