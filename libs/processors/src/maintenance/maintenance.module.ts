import { Module } from '@nestjs/common';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { PendingMediaSweeper } from './pending-media.sweeper';
import { TempFilesSweeper } from './temp-files.sweeper';

/** Housekeeping wherever jobs run: orphaned temporary files, and thumbnail jobs lost with a queue. */
@Module({
  providers: [TempFilesSweeper, PendingMediaSweeper, EmbeddedJobsRecovery],
  exports: [PendingMediaSweeper],
})
export class MaintenanceModule {}
