/** Queue and job names shared by the API (producer) and the worker (consumer). */
/**
 * Videos' playback copies have a queue of their own: a long transcode never holds up thumbnails. The schedule's
 * queue carries the ticks of BullMQ job schedulers (the digest's), and always holds the next one, delayed.
 */
export const QUEUES = ['mail', 'media', 'video', 'backup', 'schedule'] as const;

/** The queue whose delayed job is the next tick of a schedule: never "pending work" to wait for. */
export const SCHEDULE_QUEUE: QueueName = 'schedule';
export type QueueName = (typeof QUEUES)[number];

/** Every job's payload, by job name. Payloads carry ids, never secrets or file contents. */
export interface JobPayloads {
  'mail.invitation': { invitationId: number };
  /** Mints the one-time token of an account_tokens row (the token never rides in the queue) and mails its link. */
  'mail.account-token': { tokenId: number };
  /** Issue 16: the e-mail of a mention, or of a comment or story on the recipient's photo (if their preferences let it). */
  'mail.activity': { recipientId: number; reason: 'mention' | 'comment'; source: 'comment' | 'story'; sourceId: number };
  /**
   * Issue 16: one person's digest of one period ('D2030-01-07', 'W2030-01-07'), written on their local day `today`
   * ('YYYY-MM-DD'). The job claims the period in the database first: queued twice, it mails once.
   */
  'mail.digest': { userId: number; period: string; today: string };
  /** Finds who is owed a digest now and queues theirs; queues again the e-mails a queue lost (the digest schedule's tick). */
  'digest.tick': Record<string, never>;
  /** Writes the photo's WebP thumbnail and preview; does nothing when they exist. */
  'media.thumbnail': { photoId: number };
  /** Names the place of the photo's GPS position (display_location). */
  'media.geocode': { photoId: number };
  /** Reads a video's length, shown size, date and place (ffprobe) and decides how it is played. */
  'media.video': { photoId: number };
  /** Makes a video's H.264/AAC MP4 playback copy, reporting progress. */
  'video.playback': { photoId: number };
  /** Writes the archive of a queued backup row. */
  'backup.create': { backupId: number };
  /** Replaces all data and files with the backup's; `requestedBy`, the platform admin who asked (the audit trail). */
  'backup.restore': { backupId: number; requestedBy?: { id: number; name: string } };
  /** A backup made by the schedule (BACKUP_CRON); the slot makes the job id unique per run. */
  'backup.scheduled': { slot: string };
}

export type JobName = keyof JobPayloads;

/** Which queue carries each job: the queues scale and fail independently. */
export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'mail.invitation': 'mail',
  'mail.account-token': 'mail',
  'mail.activity': 'mail',
  'mail.digest': 'mail',
  'digest.tick': 'schedule',
  'media.thumbnail': 'media',
  'media.geocode': 'media',
  'media.video': 'media',
  'video.playback': 'video',
  'backup.create': 'backup',
  'backup.restore': 'backup',
  'backup.scheduled': 'backup',
};
