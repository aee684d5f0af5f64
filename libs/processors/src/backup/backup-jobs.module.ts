import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AfterRestoreHooks } from './after-restore.hook';
import { BackupCreateHandler, BackupRestoreHandler, ScheduledBackupHandler } from './backup.handlers';
import { BackupJobsService } from './backup-jobs.service';
import { BackupRecoveryService } from './backup-recovery.service';
import { DerivativesVersionsAfterRestore } from './derivatives-versions.hook';
import { FamilyStorageRecount } from './family-storage-recount';
import { RedisSessionsEnder } from './redis-sessions';

/** The backup queue's handlers: create, restore and scheduled backups, and the work that follows a restore. */
@Module({
  imports: [DiscoveryModule],
  providers: [
    BackupJobsService,
    BackupRecoveryService,
    AfterRestoreHooks,
    FamilyStorageRecount,
    DerivativesVersionsAfterRestore,
    RedisSessionsEnder,
    BackupCreateHandler,
    BackupRestoreHandler,
    ScheduledBackupHandler,
  ],
})
export class BackupJobsModule {}
