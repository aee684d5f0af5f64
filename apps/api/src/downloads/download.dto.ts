import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';

/** The most photos one download may hold. */
export const MAX_DOWNLOAD_PHOTOS = 10_000;
/** Ids are 32-bit integer columns. */
const MAX_ID = 2_147_483_647;

export class CreateDownloadDto {
  @IsArray({ message: 'photo_ids must be a list of photo ids' })
  @ArrayMinSize(1, { message: 'photo_ids must name at least one photo' })
  @ArrayMaxSize(MAX_DOWNLOAD_PHOTOS, { message: `photo_ids must name at most ${MAX_DOWNLOAD_PHOTOS} photos` })
  @IsInt({ each: true, message: 'photo_ids must hold whole numbers (photo ids)' })
  @Min(1, { each: true, message: 'photo_ids must hold photo ids, which start at 1' })
  @Max(MAX_ID, { each: true, message: 'photo_ids must hold photo ids, which are at most 2147483647' })
  @ArrayUnique({ message: 'photo_ids must name each photo once' })
  photo_ids: number[];
}
