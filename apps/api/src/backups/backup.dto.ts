import type { RestoreBackupRequest } from '@heirloom/contracts';
import { Equals } from 'class-validator';

export class RestoreBackupDto implements RestoreBackupRequest {
  /** Restoring replaces every family, photo, story and comment: the caller must say so explicitly. */
  @Equals(true, { message: 'confirm must be true: restoring replaces all current data and cannot be undone' })
  confirm: boolean;
}
