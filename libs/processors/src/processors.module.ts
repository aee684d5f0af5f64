import { MailModule } from '@heirloom/mail';
import { Module } from '@nestjs/common';
import { BackupJobsModule } from './backup/backup-jobs.module';
import { DigestJobsModule } from './digest/digest-jobs.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { MediaJobsModule } from './media/media-jobs.module';

/**
 * Every module that holds job handlers, and the housekeeping beside them. The worker imports it in scaled mode; the
 * API imports it in embedded mode, where the same handlers run in-process.
 */
@Module({ imports: [MailModule, MediaJobsModule, BackupJobsModule, MaintenanceModule, DigestJobsModule], exports: [MaintenanceModule] })
export class ProcessorsModule {}
