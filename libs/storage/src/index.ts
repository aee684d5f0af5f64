export * from './backup-keys';
export * from './local-disk.storage';
export * from './photo-keys';
export * from './storage.module';
export * from './storage.service';
