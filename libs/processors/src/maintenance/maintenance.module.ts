import { Module } from '@nestjs/common';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { OwedJobsSweeper } from './owed-jobs.sweeper';
import { TempFilesSweeper } from './temp-files.sweeper';

/** Housekeeping wherever jobs run: orphaned temporary files, and jobs still owed after their queue lost them. */
@Module({
  providers: [TempFilesSweeper, OwedJobsSweeper, EmbeddedJobsRecovery],
  exports: [OwedJobsSweeper],
})
export class MaintenanceModule {}
