export * from './local-disk.storage';
export * from './storage.module';
export * from './storage.service';
