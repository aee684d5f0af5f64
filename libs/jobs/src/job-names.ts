/** Queue and job names shared by the API (producer) and the worker (consumer). */
export const QUEUES = ['mail', 'media', 'backup'] as const;
export type QueueName = (typeof QUEUES)[number];

/** Every job's payload, by job name. Payloads carry ids, never secrets or file contents. */
export interface JobPayloads {
  'mail.invitation': { invitationId: number };
}

export type JobName = keyof JobPayloads;

/** Which queue carries each job: the queues scale and fail independently. */
export const JOB_QUEUE: { [N in JobName]: QueueName } = {
  'mail.invitation': 'mail',
};
