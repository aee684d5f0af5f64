import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AfterRestoreHooks } from './after-restore.hook';
import { BackupCreateHandler, BackupRestoreHandler, ScheduledBackupHandler } from './backup.handlers';
import { BackupJobsService } from './backup-jobs.service';
import { BackupRecoveryService } from './backup-recovery.service';
import { FamilyStorageRecount } from './family-storage-recount';
import { RedisSessionsEnder } from './redis-sessions';

/** The backup queue's handlers: create, restore and scheduled backups. */
@Module({
  imports: [DiscoveryModule],
  providers: [BackupJobsService, BackupRecoveryService, AfterRestoreHooks, FamilyStorageRecount, RedisSessionsEnder, BackupCreateHandler, BackupRestoreHandler, ScheduledBackupHandler],
})
export class BackupJobsModule {}
