import { Module } from '@nestjs/common';
import { STATFS, systemStatFs } from './disk-space';
import { StorageQuotaService } from './storage-quota.service';
import { StorageUsageRepository } from './storage-usage.repository';

@Module({
  providers: [StorageUsageRepository, StorageQuotaService, { provide: STATFS, useValue: systemStatFs }],
  exports: [StorageQuotaService],
})
export class StorageQuotaModule {}
