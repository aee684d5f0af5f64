import { Module } from '@nestjs/common';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { PendingThumbnailsSweeper } from './pending-thumbnails.sweeper';
import { TempFilesSweeper } from './temp-files.sweeper';

/** Housekeeping wherever jobs run: orphaned temporary files, and thumbnail jobs lost with a queue. */
@Module({
  providers: [TempFilesSweeper, PendingThumbnailsSweeper, EmbeddedJobsRecovery],
  exports: [PendingThumbnailsSweeper],
})
export class MaintenanceModule {}
