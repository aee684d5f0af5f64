import { APP_CONFIG, AppConfig } from '@heirloom/config';
import { Global, Module } from '@nestjs/common';
import { LocalDiskStorage } from './local-disk.storage';
import { StorageService } from './storage.service';

@Global()
@Module({
  providers: [
    { provide: StorageService, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.storageDir) },
  ],
  exports: [StorageService],
})
export class StorageModule {}
