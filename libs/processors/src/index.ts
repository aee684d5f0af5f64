export * from './processors.module';
export * from './backup/after-restore.hook';
export * from './media/photo-media.module';
export * from './media/photo-derivatives.service';
export * from './maintenance/owed-jobs.sweeper';
export * from './maintenance/temp-files.sweeper';
export * from './maintenance/expired-downloads.sweeper';
