import type { RunDigestsRequest } from '@heirloom/contracts';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID, OptionalNotNull } from '../common/validation/validation';

/** Without user_id: every digest owed now; with it: that person's digest now, whatever the hour. */
export class RunDigestsDto implements RunDigestsRequest {
  @OptionalNotNull()
  @IsInt({ message: 'user_id must be a whole number (a user id)' })
  @Min(1, { message: 'user_id must be a user id, which starts at 1' })
  @Max(MAX_ID, { message: `user_id must be a user id, which is at most ${MAX_ID}` })
  user_id?: number;
}
