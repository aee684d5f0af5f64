import { JobName } from './job-names';

/*
 * Job ids, one helper per job that has one, so the API, the worker's sweeps and the scheduler never spell the same
 * id two ways. A job queued twice under one id runs once (BullMQ, and the in-process queue alike). BullMQ ids may not
 * contain ':'.
 */

/**
 * The job id of an invitation's e-mail: one per issue of the invitation (inviting again renews created_at), so the
 * job queued at creation and a sweep's copy of it are queued once.
 */
export const invitationMailJobId = ({ id, createdAt }: { id: number; createdAt: Date }): string => `invitation-${id}-${createdAt.getTime()}`;

/** The job id of an account token's e-mail: one per row, which is mailed once. */
export const accountTokenMailJobId = ({ id }: { id: number }): string => `account-token-${id}`;

/** A photo's media job (`thumbnail-12`, `geocode-12`): sweeps of several workers queue it once. */
export const photoMediaJobId = (job: JobName & `media.${string}`, photoId: number): string => `${job.slice('media.'.length)}-${photoId}`;

/** A video's playback copy is made by one job at a time. */
export const playbackJobId = (photoId: number): string => `playback-${photoId}`;

/** A backup row's archive is written by one job. */
export const backupCreateJobId = (backupId: number): string => `backup-create-${backupId}`;

/** A backup may be restored many times: each request is its own job, told apart by when it was asked for. */
export const backupRestoreJobId = (backupId: number, requestedAt: number): string => `backup-restore-${backupId}-${requestedAt}`;

/** One scheduled backup per slot (its minute, without ':'), however many API processes run the schedule. */
export const scheduledBackupJobId = (slot: string): string => `backup-scheduled-${slot}`;

/** The e-mail of one comment or story to one recipient, for one reason: sent once. */
export const activityMailJobId = ({ recipientId, reason, source, sourceId }: { recipientId: number; reason: string; source: string; sourceId: number }): string =>
  `activity-${source}-${sourceId}-${reason}-${recipientId}`;

/** One person's digest of one period: queued by every tick and by an admin alike, it is one job while it waits. */
export const digestMailJobId = (userId: number, period: string): string => `digest-${userId}-${period}`;

/** The digest schedule's BullMQ job scheduler: one per installation, however many workers upsert it. */
export const DIGEST_TICK_SCHEDULER_ID = 'digest-tick';
