import { Module } from '@nestjs/common';
import { EmbeddedJobsRecovery } from './embedded-jobs.recovery';
import { ExpiredAuditSweeper } from './expired-audit.sweeper';
import { ExpiredDownloadsSweeper } from './expired-downloads.sweeper';
import { ExpiredTrashSweeper } from './expired-trash.sweeper';
import { TrashPurgeModule } from '../trash/trash-purge.module';
import { OwedJobsSweeper } from './owed-jobs.sweeper';
import { TempFilesSweeper } from './temp-files.sweeper';

/**
 * Housekeeping wherever jobs run: orphaned temporary files, expired download links, photos past their days in the
 * trash, audit events past AUDIT_DAYS, and jobs still owed after their queue lost them.
 */
@Module({
  imports: [TrashPurgeModule],
  providers: [TempFilesSweeper, ExpiredDownloadsSweeper, ExpiredTrashSweeper, ExpiredAuditSweeper, OwedJobsSweeper, EmbeddedJobsRecovery],
  exports: [OwedJobsSweeper, ExpiredDownloadsSweeper, ExpiredTrashSweeper, ExpiredAuditSweeper],
})
export class MaintenanceModule {}
