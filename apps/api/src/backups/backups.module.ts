import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup.scheduler';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';
import { RestoreLockMiddleware } from './restore-lock.middleware';

@Module({
  controllers: [BackupsController],
  providers: [BackupsService, BackupScheduler, RestoreLockMiddleware],
  exports: [RestoreLockMiddleware],
})
export class BackupsModule {}
