import { Module } from '@nestjs/common';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { ExpiredDownloadsSweeper } from './expired-downloads.sweeper';
import { OwedJobsSweeper } from './owed-jobs.sweeper';
import { TempFilesSweeper } from './temp-files.sweeper';

/** Housekeeping wherever jobs run: orphaned temporary files, expired download links, and jobs still owed after their queue lost them. */
@Module({
  providers: [TempFilesSweeper, ExpiredDownloadsSweeper, OwedJobsSweeper, EmbeddedJobsRecovery],
  exports: [OwedJobsSweeper, ExpiredDownloadsSweeper],
})
export class MaintenanceModule {}
