import type { CreateDownloadRequest } from '@heirloom/contracts';
import { IsIdList } from '../common/validation/validation';

/** The most photos one download may hold. */
export const MAX_DOWNLOAD_PHOTOS = 10_000;

export class CreateDownloadDto implements CreateDownloadRequest {
  /** The photos to zip, in the order their entries take. */
  @IsIdList(MAX_DOWNLOAD_PHOTOS, 'photo')
  photo_ids: number[];
}
