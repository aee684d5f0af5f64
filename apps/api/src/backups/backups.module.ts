import { Module } from '@nestjs/common';
import { BackupImportService } from './backup-import.service';
import { BackupScheduler } from './backup.scheduler';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';
import { RestoreLockMiddleware } from './restore-lock.middleware';

@Module({
  controllers: [BackupsController],
  providers: [BackupsService, BackupImportService, BackupScheduler, RestoreLockMiddleware],
  exports: [RestoreLockMiddleware],
})
export class BackupsModule {}
