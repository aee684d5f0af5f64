import { Module } from '@nestjs/common';
import { STATFS, systemStatFs } from './disk-space';
import { StorageQuotaService } from './storage-quota.service';

@Module({
  providers: [StorageQuotaService, { provide: STATFS, useValue: systemStatFs }],
  exports: [StorageQuotaService],
})
export class StorageQuotaModule {}
