import { HandlesJob, JobHandler, JobPayloads } from '@heirloom/jobs';
import { Injectable } from '@nestjs/common';
import { BackupJobsService } from './backup-jobs.service';

@Injectable()
@HandlesJob('backup.create')
export class BackupCreateHandler implements JobHandler<'backup.create'> {
  constructor(private readonly backups: BackupJobsService) {}

  handle({ backupId }: JobPayloads['backup.create']): Promise<void> {
    return this.backups.create(backupId);
  }
}

@Injectable()
@HandlesJob('backup.restore')
export class BackupRestoreHandler implements JobHandler<'backup.restore'> {
  constructor(private readonly backups: BackupJobsService) {}

  handle({ backupId, requestedBy }: JobPayloads['backup.restore']): Promise<void> {
    return this.backups.restore(backupId, requestedBy ?? null);
  }
}

@Injectable()
@HandlesJob('backup.scheduled')
export class ScheduledBackupHandler implements JobHandler<'backup.scheduled'> {
  constructor(private readonly backups: BackupJobsService) {}

  handle(): Promise<void> {
    return this.backups.scheduled();
  }
}
