/** The floor's own queue (beside the stack's, in the same Redis database). */
export const FLOOR_QUEUE = 'ingest-stack-floor';

export interface FloorJob {
  path: string;
  durationSeconds: number;
}
